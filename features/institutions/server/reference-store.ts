import 'server-only';
import { asc, count, eq, max, sql, type SQL } from 'drizzle-orm';

import { exportModes, exportTypes, institutions } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { ReferenceKind } from '../reference-entry';

// The two reference lists editors keep: export types and participation modes. Their ids are the
// specification's (no sequence), so a new one takes the next free number.

export type { ReferenceKind };

export const REFERENCE_TABLES = { types: exportTypes, modes: exportModes } as const;

/** How many institutions name the type or mode (a type is one of an institution's several). */
function usedBy(kind: ReferenceKind, id: number): SQL {
  return kind === 'types'
    ? sql`${institutions.type_id} @> ${JSON.stringify([id])}::jsonb`
    : eq(institutions.mode_id, id);
}

export async function usageOf(db: Db, kind: ReferenceKind, id: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(institutions).where(usedBy(kind, id));
  return row?.value ?? 0;
}

/** Every institution's types and mode, to count each entry's use in one query. */
export async function usageCounts(db: Db, kind: ReferenceKind): Promise<Map<number, number>> {
  const rows = await db
    .select({ type_id: institutions.type_id, mode_id: institutions.mode_id })
    .from(institutions);
  const counts = new Map<number, number>();
  for (const row of rows) {
    for (const id of kind === 'types' ? new Set(row.type_id) : [row.mode_id]) {
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return counts;
}

export async function nextReferenceId(db: Db, kind: ReferenceKind): Promise<number> {
  const table = REFERENCE_TABLES[kind];
  const [row] = await db.select({ value: max(table.id) }).from(table);
  return (row?.value ?? 0) + 1;
}

/** The list by id with each entry's use: the API's answer and the console's page. */
export async function listReferenceRows(db: Db, kind: ReferenceKind) {
  const table = REFERENCE_TABLES[kind];
  const [rows, used] = await Promise.all([
    db.select().from(table).orderBy(asc(table.id)),
    usageCounts(db, kind),
  ]);
  return rows.map((row) => ({ ...row, used: used.get(row.id) ?? 0 }));
}
