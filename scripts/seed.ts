import { migrate } from '../lib/db/connect';
import { seedDatabase } from '../lib/db/seed';

import { describe, withDatabase } from './open-database';

// Idempotent: rows that exist are kept, missing ones are added.
await withDatabase(async (connection) => {
  await migrate(connection);
  await seedDatabase(connection.db);
  console.log(`Seed content is in ${describe(connection)}.`);
});
