import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';

import { statisticGeolocations, statisticIndustries, statistics } from '@/lib/db/schema';
import { columnsOf } from '@/lib/db/table-schemas';
import type { Db } from '@/lib/db/types';

import { type StatisticRecord, statisticRecordSchema } from '../staff-schemas';
import type { StoredTrees } from '../statistic-tree';

// The portal's own statistics (issue 26): every row as the console and the database provider read
// it, and the two trees.

export const STATISTIC_COLUMNS = columnsOf(statistics, statisticRecordSchema);

const newestFirst = [desc(statistics.date), desc(statistics.id)] as const;

/** Every statistic, drafts too (the console), newest first. */
export const listStatisticRecords = (db: Db): Promise<StatisticRecord[]> =>
  db
    .select(STATISTIC_COLUMNS)
    .from(statistics)
    .orderBy(...newestFirst);

/** The published statistics (status 1), newest first. */
export const listPublishedStatistics = (db: Db): Promise<StatisticRecord[]> =>
  db
    .select(STATISTIC_COLUMNS)
    .from(statistics)
    .where(eq(statistics.status, 1))
    .orderBy(...newestFirst);

export async function findPublishedStatistic(
  db: Db,
  identifier: string,
): Promise<StatisticRecord | null> {
  const [row] = await db
    .select(STATISTIC_COLUMNS)
    .from(statistics)
    .where(eq(statistics.identifier, identifier))
    .limit(1);
  return row && row.status === 1 ? row : null;
}

export async function listTrees(db: Db): Promise<StoredTrees> {
  const [industries, geolocations] = await Promise.all([
    db.select().from(statisticIndustries).orderBy(asc(statisticIndustries.id)),
    db.select().from(statisticGeolocations).orderBy(asc(statisticGeolocations.id)),
  ]);
  return { industries, geolocations };
}
