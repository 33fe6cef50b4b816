import { migrate } from '../lib/db/connect';

import { describe, withDatabase } from './open-database';

await withDatabase(async (connection) => {
  await migrate(connection);
  console.log(`Migrations applied to ${describe(connection)}.`);
});
