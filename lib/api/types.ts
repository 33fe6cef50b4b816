import type { Logger } from 'pino';

import type { Db } from '@/lib/db/types';

export type AppEnv = {
  Variables: {
    db: Db;
    requestId: string;
    log: Logger;
  };
};

export type ApiDeps = {
  getDb: () => Promise<Db>;
  log: Logger;
};
