import type { Logger } from 'pino';

import type { AuthSession } from '@/lib/auth/sessions';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';

import type { ApiServices } from './services';

export type AppEnv = {
  Variables: {
    db: Db;
    requestId: string;
    log: Logger;
    services: ApiServices;
    /** The language of the request (Accept-Language), for messages and e-mails. */
    locale: Locale;
    /** Set by the auth middleware when the request carries a live session. */
    auth?: AuthSession;
  };
};

export type ApiDeps = {
  getDb: () => Promise<Db>;
  log: Logger;
  getServices: () => ApiServices;
};
