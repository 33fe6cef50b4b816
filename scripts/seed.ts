import { rebuildOfferingSynonyms } from '../features/hs-codes/server/offering-synonyms';
import { rebuildSearchIndex } from '../features/search/server/index-writer';
import { migrate } from '../lib/db/connect';
import { seedDatabase } from '../lib/db/seed';
import { seedCompanyFiles } from '../lib/db/seed/companies/files';
import { upgradeHsFinder } from '../lib/db/seed/hs/upgrade';
import { seedStatisticFiles } from '../lib/db/seed/market/statistic-files';
import { seedDocumentFiles } from '../lib/db/seed/publications/files';
import { getStorage } from '../lib/storage';

import { describe, withDatabase } from './open-database';

// Idempotent: rows that exist are kept, missing ones are added, and so are the sample companies'
// files that storage lacks.
await withDatabase(async (connection) => {
  await migrate(connection);
  await seedDatabase(connection.db);
  // The seed writes its tables directly: the search index is written again from them (issue 28).
  await rebuildSearchIndex(connection.db);
  // And the HS finder's synonyms from the approved products and services (issue 37).
  await rebuildOfferingSynonyms(connection.db);
  // The HS finder's data of a database seeded before (issue 45), as start-up does it.
  await upgradeHsFinder(connection.db);
  const files =
    (await seedCompanyFiles(getStorage(), connection.db)) +
    (await seedStatisticFiles(getStorage(), connection.db)) +
    (await seedDocumentFiles(getStorage(), connection.db));
  console.log(`Seed content is in ${describe(connection)} (${files} sample files written).`);
});
