import 'server-only';
import { sql } from 'drizzle-orm';

import { alertItems } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { ChangedRecord } from '@/lib/search/index-hook';

import type { AlertContentType } from '../constants';

import { readAlertRecords } from './alert-records';

// Issue 39 "Alerts": the write path's third writer (app/api/build-api.ts). A change names its
// records (a staff change's audit entries); each record of an alert content type that is public
// now and was never noted becomes an alert item, once, in the change's transaction. Seeded
// content goes in without the API, and an edit of a record that was public before (its audit
// entry's `before`) is no news either, so content already public is never noted. Market data
// (issue 58) is the exception: each change of a market's rate is news, so its item is noted again
// (a later `noted_at`), and the digest reads the rate as it is then.

/** The audit entries' entity types (the tables) of the alert content types. */
const CONTENT_TYPE_OF_ENTITY: Record<string, AlertContentType> = {
  news: 'news',
  events: 'events',
  publications: 'publications',
  trade_leads: 'trade_leads',
  trade_barriers: 'trade_barriers',
  vat_corrections: 'market_data',
};

/**
 * The column and values that make a record of each type public (the same rules as its pages). A
 * type without one (market data) is public as soon as it is written, and each change is news.
 */
const PUBLIC_STATE: Partial<Record<AlertContentType, [string, readonly unknown[]]>> = {
  news: ['status', [1]],
  events: ['published', [1]],
  publications: ['status', [1]],
  trade_leads: ['status', ['published', 'closed']],
  trade_barriers: ['publication', ['published']],
};

/** A staff change's entry whose `before` shows the record was public already: an edit, no news. */
function wasPublic(type: AlertContentType, before: Record<string, unknown> | null | undefined) {
  const state = PUBLIC_STATE[type];
  if (!state) return false;
  const [column, values] = state;
  return !!before && column in before && values.includes(before[column]);
}

/** A changed record as the write path passes it: a staff change's audit entries carry `before`. */
type NamedRecord = ChangedRecord & { before?: Record<string, unknown> | null };

function idsByType(records: readonly NamedRecord[]): Map<AlertContentType, number[]> {
  const found = new Map<AlertContentType, number[]>();
  for (const { entityType, entityId, before } of records) {
    const type = CONTENT_TYPE_OF_ENTITY[entityType];
    const id = Number(entityId);
    if (!type || !Number.isSafeInteger(id) || id < 1 || wasPublic(type, before)) continue;
    found.set(type, [...(found.get(type) ?? []), id]);
  }
  return found;
}

/** Notes the named records public now and not noted before (market data: each change); the count. */
export async function noteAlertItems(
  tx: Db,
  records: readonly NamedRecord[],
  now?: Date,
): Promise<number> {
  let noted = 0;
  for (const [type, ids] of idsByType(records)) {
    const rows = (await readAlertRecords(tx, type, ids)).filter((record) => record.isPublic);
    if (rows.length === 0) continue;
    const insert = tx.insert(alertItems).values(
      rows.map((record) => ({
        content_type: type,
        record_id: record.id,
        industry_ids: record.industry_ids,
        country_ids: record.country_ids,
        hs_chapters: record.hs_chapters,
        ...(now ? { noted_at: now } : {}),
      })),
    );
    const target = [alertItems.content_type, alertItems.record_id];
    const inserted = await (
      PUBLIC_STATE[type]
        ? insert.onConflictDoNothing({ target })
        : insert.onConflictDoUpdate({
            target,
            set: { noted_at: sql`excluded.noted_at`, country_ids: sql`excluded.country_ids` },
          })
    ).returning({ id: alertItems.id });
    noted += inserted.length;
  }
  return noted;
}
