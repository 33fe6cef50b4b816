import { migrate } from '../lib/db/connect';
import { isDatabaseEmpty, seedDatabase } from '../lib/db/seed';

import { describe, withDatabase } from './open-database';

// Start-up: apply migrations, and seed when the database has no content yet.
await withDatabase(async (connection) => {
  await migrate(connection);
  if (await isDatabaseEmpty(connection.db)) {
    await seedDatabase(connection.db);
    console.log(`Seeded ${describe(connection)}.`);
  }
  console.log(`Database ready: ${describe(connection)}.`);
});
