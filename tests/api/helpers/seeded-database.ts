import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';

import type { PGlite } from '@electric-sql/pglite';

import { rebuildOfferingSynonyms } from '@/features/hs-codes/server/offering-synonyms';
import { rebuildSearchIndex } from '@/features/search/server/index-writer';
import { connect, migrate, type Connection } from '@/lib/db/connect';
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

/**
 * A PGlite database migrated and seeded in memory, as a tar of its data directory for the API
 * files to load copies of (tests/setup/api-database-template.ts). A checkpoint first: without it a
 * copy replays the seed's WAL from the last checkpoint each time it starts (about a third of the
 * CPU time of loading one).
 */
export async function seededPgliteTar(options: { wholeNomenclature?: boolean } = {}) {
  const connection = await connect({ pgliteDir: 'memory://' });
  try {
    await migrateAndSeed(connection, options);
    const client = (connection.db as unknown as { $client: PGlite }).$client;
    await client.exec('checkpoint');
    const dump = await client.dumpDataDir('none');
    return Buffer.from(await dump.arrayBuffer());
  } finally {
    await connection.close();
  }
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * The seeded tar at `file`, built by whoever asks first (the run's set-up or a test file's worker),
 * who holds a lock folder meanwhile; the others wait for the file. The whole nomenclature's
 * template: the five files that ask for it load copies rather than each migrating and seeding a
 * database of its own (about 10 s of CPU each).
 */
export async function seededPgliteTarFile(
  file: string,
  options: { wholeNomenclature?: boolean },
): Promise<string> {
  const lock = `${file}.lock`;
  for (;;) {
    if (await exists(file)) return file;
    const locked = await mkdir(lock).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'EEXIST') return false;
        throw error;
      },
    );
    if (!locked) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      if (!(await exists(file))) {
        await writeFile(`${file}.part`, await seededPgliteTar(options));
        await rename(`${file}.part`, file);
      }
      return file;
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
}
