import 'server-only';
import { aliasedTable, and, count, desc, eq, gte, inArray, isNull, type SQL } from 'drizzle-orm';

import { HOLDING_HIT_STATUSES, screeningHits, users, type ScreeningHit } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { parseTimestamp } from '@/lib/i18n/format-date';
import { pageFields, pageOffset } from '@/lib/pagination';

import type { Hit, HitDetail, HitsPage, HitsQuery } from '../hit-schemas';

// Issue 47: the console's hit queue and one hit's evidence.

const iso = (value: string | null) => (value === null ? null : parseTimestamp(value).toISOString());

export function hitOf(row: ScreeningHit): Hit {
  return {
    id: row.id,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    subject_label: row.subject_label,
    screened_name: row.screened_name,
    source: row.source,
    list_version: row.list_version,
    list_date: row.list_date,
    reference: row.reference,
    primary_name: row.record.primaryName,
    matched_name: row.matched_name,
    score: row.score,
    reason: row.reason,
    status: row.status,
    superseded: row.superseded_at !== null,
    entered_by: row.entered_by,
    decided_by: row.decided_by,
    decision_reason: row.decision_reason,
    decided_at: iso(row.decided_at),
    created_at: iso(row.created_at)!,
    version: row.version,
  };
}

/**
 * The queue's conditions: current hits (a superseded one holds nothing), of the status asked for
 * (open unless told; for one subject, open or confirmed: what holds it), the subject type and id,
 * the list and the minimum score.
 */
function hitConditions(query: Omit<HitsQuery, 'page' | 'page_size'>): SQL {
  const subject = query.subject_id !== undefined;
  return and(
    isNull(screeningHits.superseded_at),
    query.status || !subject
      ? eq(screeningHits.status, query.status ?? 'open')
      : inArray(screeningHits.status, [...HOLDING_HIT_STATUSES]),
    query.subject_type ? eq(screeningHits.subject_type, query.subject_type) : undefined,
    subject ? eq(screeningHits.subject_id, query.subject_id!) : undefined,
    query.source ? eq(screeningHits.source, query.source) : undefined,
    query.min_score === undefined ? undefined : gte(screeningHits.score, query.min_score),
  )!;
}

/** GET /api/staff/screening/hits: a page of the queue, the highest score first, then the newest. */
export async function listHits(
  db: Db,
  { page, page_size, ...query }: HitsQuery,
): Promise<HitsPage> {
  const where = hitConditions(query);
  const [total] = await db.select({ value: count() }).from(screeningHits).where(where);
  const rows = await db
    .select()
    .from(screeningHits)
    .where(where)
    .orderBy(desc(screeningHits.score), desc(screeningHits.created_at), desc(screeningHits.id))
    .limit(page_size)
    .offset(pageOffset(page, page_size));
  return { data: rows.map(hitOf), ...pageFields(total?.value ?? 0, page, page_size) };
}

const enterer = aliasedTable(users, 'enterer');
const decider = aliasedTable(users, 'decider');
const fullName = (name: string | null, last: string | null) =>
  name === null ? null : [name, last].filter(Boolean).join(' ');

/** GET /api/staff/screening/hits/{id}: the hit with both sides of its evidence, or null. */
export async function findHit(db: Db, id: number): Promise<HitDetail | null> {
  const [row] = await db
    .select({
      hit: screeningHits,
      entered_name: enterer.name,
      entered_last: enterer.last_name,
      decided_name: decider.name,
      decided_last: decider.last_name,
    })
    .from(screeningHits)
    .leftJoin(enterer, eq(enterer.id, screeningHits.entered_by))
    .leftJoin(decider, eq(decider.id, screeningHits.decided_by))
    .where(eq(screeningHits.id, id));
  if (!row) return null;
  return {
    ...hitOf(row.hit),
    subject_fields: row.hit.subject_fields,
    record: row.hit.record,
    entered_by_name: fullName(row.entered_name, row.entered_last),
    decided_by_name: fullName(row.decided_name, row.decided_last),
  };
}

/** How many current hits wait for a decision (the screening page's way to the queue, issue 56). */
export async function countOpenHits(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(screeningHits)
    .where(and(eq(screeningHits.status, 'open'), isNull(screeningHits.superseded_at)));
  return row?.value ?? 0;
}
