import 'server-only';
import { asc, eq } from 'drizzle-orm';

import { notFound } from '@/lib/api/errors';
import { nextVersion } from '@/lib/db/next-version';
import { cleanRichHtml } from '@/lib/db/rich-html';
import { guide, type Guide } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { fileAddress } from '@/lib/storage/gated-files';

import { GUIDE_FILE_FIELDS, type StaffGuide } from '../staff-schemas';

// Issue 29: the export guide's one record, as the console reads and changes it.

export const GUIDE_ENTITY = 'guide';

/** The record as the console shows it: its html as stored, each file as its download address. */
export function staffGuideOf(row: Guide): StaffGuide {
  const files = Object.fromEntries(
    GUIDE_FILE_FIELDS.map((field) => [field, fileAddress(row[field as keyof Guide] as string)]),
  );
  return { ...row, ...files };
}

/** The guide (the first record, as the pages read it), or null before one was entered. */
export async function readStaffGuide(db: Db): Promise<StaffGuide | null> {
  const [row] = await db.select().from(guide).orderBy(asc(guide.id)).limit(1);
  return row ? staffGuideOf(row) : null;
}

/** The guide locked for a change; 404 when there is none. */
export async function lockGuide(tx: Db): Promise<Guide> {
  const [row] = await tx.select().from(guide).orderBy(asc(guide.id)).limit(1).for('update');
  if (!row) throw notFound();
  return row;
}

/** Sets columns of the guide (html cleaned) and moves its version on. */
export async function setGuide(tx: Db, id: number, values: Partial<Guide>): Promise<Guide> {
  const [changed] = await tx
    .update(guide)
    .set({ ...cleanRichHtml(guide, values), version: nextVersion(guide.version) })
    .where(eq(guide.id, id))
    .returning();
  return changed!;
}

/** The columns of `row` named by `values`' keys: the audit entry's before. */
export const columnsOf = (row: Guide, values: object): Partial<Guide> =>
  Object.fromEntries(Object.keys(values).map((key) => [key, row[key as keyof Guide]]));
