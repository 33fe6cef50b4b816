import 'server-only';

import type { Db } from '@/lib/db/types';
import { ammanDay, dayNumber } from '@/lib/time/amman-day';

import { STALE_LIST_DAYS, type SanctionsListStatus } from '../list-status-schema';

import { currentLists } from './screen-name';

/** The current version of each list, how old its own date is and whether that is too old. */
export async function sanctionsListStatuses(
  db: Db,
  now: Date = new Date(),
): Promise<SanctionsListStatus[]> {
  const today = dayNumber(ammanDay(now));
  return (await currentLists(db)).map((list) => {
    const ageDays = Math.max(0, Math.round(today - dayNumber(list.listDate)));
    return {
      source: list.source,
      version: list.version,
      list_date: list.listDate,
      age_days: ageDays,
      stale: ageDays > STALE_LIST_DAYS,
      imported_at: list.importedAt,
      records: list.records,
      names: list.names,
    };
  });
}
