import { rm } from 'node:fs/promises';

import { sql } from 'drizzle-orm';

import { rebuildOfferingSynonyms } from '../features/hs-codes/server/offering-synonyms';
import { rebuildSearchIndex } from '../features/search/server/index-writer';
import { getConfig } from '../lib/config';
import { migrate } from '../lib/db/connect';
import { seedDatabase } from '../lib/db/seed';

import { describe, pgliteDir, withDatabase } from './open-database';

// Empties the database (every table and the migration journal), then migrates and seeds it again.
if (!getConfig().DATABASE_URL) {
  await rm(pgliteDir(), { recursive: true, force: true });
}
await withDatabase(async (connection) => {
  if (connection.kind === 'postgres') {
    await connection.db.execute(sql`drop schema if exists drizzle cascade`);
    await connection.db.execute(sql`drop schema public cascade`);
    await connection.db.execute(sql`create schema public`);
  }
  await migrate(connection);
  await seedDatabase(connection.db);
  await rebuildSearchIndex(connection.db);
  await rebuildOfferingSynonyms(connection.db);
  console.log(`Database reset: ${describe(connection)} is migrated and seeded.`);
});
// The pages' data cache on disk holds the old database's rows: the next start reads afresh.
await rm(new URL('../.next/cache/fetch-cache', import.meta.url), { recursive: true, force: true });
