import type { Logger } from 'pino';

import type { AuthSession } from '@/lib/auth/sessions';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';
import type { SearchIndexHook } from '@/lib/search/index-hook';

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
    /** Set by `staffChange`: the `/api/staff` guard checks a successful staff write went through it. */
    staffChange?: boolean;
    /**
     * The search index's write-path hook (issue 28): a change of public content calls it in its
     * transaction (`staffChange` for every audit entry; the member's company, products, services).
     */
    searchIndex: SearchIndexHook;
  };
};

export type ApiDeps = {
  getDb: () => Promise<Db>;
  log: Logger;
  getServices: () => ApiServices;
};
