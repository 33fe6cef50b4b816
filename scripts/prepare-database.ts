import { migrate } from '../lib/db/connect';
import { seedDatabase } from '../lib/db/seed';

import { describe, withDatabase } from './open-database';

// Start-up: apply migrations, and seed the tables that have no content yet.
await withDatabase(async (connection) => {
  await migrate(connection);
  await seedDatabase(connection.db, { onlyEmptyTables: true });
  console.log(`Database ready: ${describe(connection)}.`);
});
