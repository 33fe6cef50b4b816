import { getConfig } from '../lib/config';
import { migrate } from '../lib/db/connect';
import { withStartupLock } from '../lib/db/startup-lock';

import { describe, waitingForAnotherInstance, withDatabase } from './open-database';

// The start-up lock: an instance starting meanwhile waits instead of migrating too (issue 30).
await withStartupLock(
  getConfig().DATABASE_URL,
  () =>
    withDatabase(async (connection) => {
      await migrate(connection);
      console.log(`Migrations applied to ${describe(connection)}.`);
    }),
  waitingForAnotherInstance,
);
