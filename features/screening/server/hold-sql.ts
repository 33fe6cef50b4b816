import 'server-only';
import { and, eq, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';

import { HOLDING_HIT_STATUSES, screeningHits, type ScreenedSubjectType } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

// Issue 47: whether a subject is held, in SQL (the public readers' condition) and as a set of ids
// (the staff lists). A subject is held while it has a current (not superseded) open or confirmed hit.

const holding = sql.join(
  HOLDING_HIT_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** The subject whose id is `idColumn` has no open or confirmed hit: the public may see it. */
export const notHeld = (type: ScreenedSubjectType, idColumn: AnyColumn): SQL =>
  sql`not exists (select 1 from ${screeningHits} where ${screeningHits.subject_type} = ${type} and ${screeningHits.subject_id} = ${idColumn} and ${screeningHits.status} in (${holding}) and ${screeningHits.superseded_at} is null)`;

/** The subject has an open or confirmed hit (the staff lists' "held by screening"). */
export const isHeld = (type: ScreenedSubjectType, idColumn: AnyColumn): SQL<boolean> =>
  sql<boolean>`not ${notHeld(type, idColumn)}`;

/** Which of these subjects are held (the staff lists' "held by screening"). */
export async function heldSubjectIds(
  db: Db,
  type: ScreenedSubjectType,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: screeningHits.subject_id })
    .from(screeningHits)
    .where(
      and(
        eq(screeningHits.subject_type, type),
        inArray(screeningHits.subject_id, ids),
        inArray(screeningHits.status, [...HOLDING_HIT_STATUSES]),
        isNull(screeningHits.superseded_at),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
