import 'server-only';
import { eq } from 'drizzle-orm';

import { notFound } from '@/lib/api/errors';
import type { StaffChangeOutcome, StaffChangeScope } from '@/lib/api/staff-change';
import { nextVersion } from '@/lib/db/next-version';
import { hsSections } from '@/lib/db/schema';

import type { StaffHsSection } from '../staff-schemas';

// Staff give a section of the nomenclature its Arabic name (issue 37, item 1). The finder does not
// search the sections' names, so no terms change; the tree and the results' paths show it.

const COLUMNS = {
  id: hsSections.id,
  position: hsSections.position,
  name_en: hsSections.name_en,
  name_ar: hsSections.name_ar,
  version: hsSections.version,
};

/** Gives a section its Arabic name at the version the editor started from. */
export async function renameSection(
  { tx, now, checkVersion }: StaffChangeScope,
  id: string,
  name_ar: string,
): Promise<StaffChangeOutcome<StaffHsSection>> {
  const [before] = await tx
    .select(COLUMNS)
    .from(hsSections)
    .where(eq(hsSections.id, id))
    .for('update');
  if (!before) throw notFound();
  checkVersion(before.version);
  if (name_ar === before.name_ar) return { result: before, audit: null };
  const [changed] = await tx
    .update(hsSections)
    .set({ name_ar, version: nextVersion(hsSections.version), updated_at: now.toISOString() })
    .where(eq(hsSections.id, id))
    .returning(COLUMNS);
  return {
    result: changed!,
    audit: {
      action: 'hs-section.update',
      entityType: 'hs_sections',
      entityId: id,
      before: { name_ar: before.name_ar },
      after: { name_ar },
    },
  };
}
