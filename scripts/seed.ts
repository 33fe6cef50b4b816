import { migrate } from '../lib/db/connect';
import { seedDatabase } from '../lib/db/seed';
import { seedCompanyFiles } from '../lib/db/seed/companies/files';
import { getStorage } from '../lib/storage';

import { describe, withDatabase } from './open-database';

// Idempotent: rows that exist are kept, missing ones are added, and so are the sample companies'
// files that storage lacks.
await withDatabase(async (connection) => {
  await migrate(connection);
  await seedDatabase(connection.db);
  const files = await seedCompanyFiles(getStorage(), connection.db);
  console.log(`Seed content is in ${describe(connection)} (${files} sample files written).`);
});
