import 'server-only';
import { and, eq } from 'drizzle-orm';

import { ApiError, notFound } from '@/lib/api/errors';
import type { StaffChangeOutcome, StaffChangeScope } from '@/lib/api/staff-change';
import { nextVersion } from '@/lib/db/next-version';
import { hsCodes } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { hsCodeTermsOf } from '@/lib/search/finder-term-tiers';
import { refreshFinderVocabulary } from '@/lib/search/finder-vocabulary';

import type { StaffHsCode } from '../staff-schemas';

import { readStaffCode } from './staff-reads';

// Staff give a chapter, heading or subheading its Arabic name (issue 37, item 1). The
// finder's terms of a code hold its names, and a subheading's its heading's Arabic name too (which
// it shows when it has none of its own; issue 45), so a new name is found at once, through the
// subheadings of a heading too; the vocabulary then learns the new words.

const SUBHEADING = 6;
const HEADING = 4;

/** A code's row locked for the change; 404 when the nomenclature has no such code. */
async function lockCode(tx: Db, code: string) {
  const [row] = await tx.select().from(hsCodes).where(eq(hsCodes.code, code)).for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * A heading's Arabic name as its subheadings show it. Read for share: a heading being renamed
 * at the same time is waited for, so a subheading cleared meanwhile takes the new name's words.
 */
async function headingArabicName(tx: Db, heading: string | null): Promise<string> {
  if (!heading) return '';
  const [row] = await tx
    .select({ name_ar: hsCodes.name_ar })
    .from(hsCodes)
    .where(eq(hsCodes.code, heading))
    .for('share');
  return row?.name_ar ?? '';
}

/** The terms of a heading's subheadings, which hold its Arabic name. */
async function retermSubheadings(tx: Db, heading: string, headingName: string, now: Date) {
  const rows = await tx
    .select({ code: hsCodes.code, name_en: hsCodes.name_en, name_ar: hsCodes.name_ar })
    .from(hsCodes)
    .where(and(eq(hsCodes.parent, heading), eq(hsCodes.level, SUBHEADING)))
    .for('update');
  for (const row of rows) {
    await tx
      .update(hsCodes)
      .set({
        ...hsCodeTermsOf(row.name_en, row.name_ar, headingName),
        updated_at: now.toISOString(),
      })
      .where(eq(hsCodes.code, row.code));
  }
}

/**
 * Gives a code its Arabic name at the version the editor started from. A chapter or heading must
 * keep one (422); a subheading's may be emptied, and it then shows its heading's again.
 */
export async function renameCode(
  { tx, now, checkVersion }: StaffChangeScope,
  code: string,
  name_ar: string,
): Promise<StaffChangeOutcome<StaffHsCode>> {
  const before = await lockCode(tx, code);
  if (name_ar === '' && before.level !== SUBHEADING) {
    throw new ApiError(422, 'Api.invalid', { name_ar: ['rules.required'] });
  }
  checkVersion(before.version);
  if (name_ar === before.name_ar) return { result: (await readStaffCode(tx, code))!, audit: null };
  const headingName = before.level === SUBHEADING ? await headingArabicName(tx, before.parent) : '';
  await tx
    .update(hsCodes)
    .set({
      name_ar,
      ...hsCodeTermsOf(before.name_en, name_ar, headingName),
      version: nextVersion(hsCodes.version),
      updated_at: now.toISOString(),
    })
    .where(eq(hsCodes.code, code));
  if (before.level === HEADING) await retermSubheadings(tx, code, name_ar, now);
  await refreshFinderVocabulary(tx);
  return {
    result: (await readStaffCode(tx, code))!,
    audit: {
      action: 'hs-code.update',
      entityType: 'hs_codes',
      entityId: code,
      before: { name_ar: before.name_ar },
      after: { name_ar },
    },
  };
}
