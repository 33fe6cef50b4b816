import { rebuildOfferingSynonyms } from '@/features/hs-codes/server/offering-synonyms';
import { rebuildSearchIndex } from '@/features/search/server/index-writer';
import { migrate, type Connection } from '@/lib/db/connect';
import { seedDatabase } from '@/lib/db/seed';
import { ammanDay } from '@/lib/time/amman-day';

import { createTestClock } from './test-services';

/**
 * The HS chapters a test database holds unless a file asks for the whole nomenclature (its 6,936
 * codes take seconds to load): those of the seed's synonyms and products, the tariff fixtures' (11),
 * the trade-flow extract's (30, 31: issue 38) and a few more.
 */
export const TEST_HS_CHAPTERS = [
  '04',
  '07',
  '08',
  '09',
  '11',
  '15',
  '20',
  '25',
  '30',
  '31',
  '33',
  '61',
  '85',
];

/**
 * Migrates and seeds a test database as start-up does, with its search index and the HS finder's
 * synonyms from members' offerings built.
 */
export async function migrateAndSeed(
  connection: Connection,
  { wholeNomenclature = false }: { wholeNomenclature?: boolean } = {},
): Promise<void> {
  await migrate(connection);
  // The seed's events are dated from the test clock's day, as start-up dates them from today's.
  await seedDatabase(connection.db, {
    today: ammanDay(createTestClock().now()),
    hsChapters: wholeNomenclature ? undefined : TEST_HS_CHAPTERS,
  });
  // The seed writes its tables directly: the search index and the HS finder's synonyms from
  // members' offerings are built from them, as at start-up.
  await rebuildSearchIndex(connection.db);
  await rebuildOfferingSynonyms(connection.db);
}
