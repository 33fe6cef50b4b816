import 'server-only';
import { eq, inArray } from 'drizzle-orm';

import { hsCodes, hsSections } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { HsCodeResult, HsPathStep } from './hs-code-result';

// The product of a market-access or where-to-sell page (issues 37, 38): a code of the nomenclature
// with its path (section → chapter → heading) and the Arabic name it shows, as the finder answers
// it: a subheading without an Arabic name of its own shows its heading's.

const COLUMNS = {
  code: hsCodes.code,
  level: hsCodes.level,
  section_id: hsCodes.section_id,
  name_en: hsCodes.name_en,
  name_ar: hsCodes.name_ar,
};

/** The code with its path; null when the nomenclature has no such code. */
export async function codeWithPath(db: Db, code: string): Promise<HsCodeResult | null> {
  const [row] = await db.select(COLUMNS).from(hsCodes).where(eq(hsCodes.code, code));
  if (!row) return null;
  const above = [code.slice(0, 2), code.slice(0, 4)].filter((part) => part.length < code.length);
  const [ancestors, [section]] = await Promise.all([
    above.length > 0
      ? db.select(COLUMNS).from(hsCodes).where(inArray(hsCodes.code, above))
      : Promise.resolve([]),
    db.select().from(hsSections).where(eq(hsSections.id, row.section_id)),
  ]);
  const step = ({ code, level, name_en, name_ar }: HsPathStep): HsPathStep => ({
    code,
    level,
    name_en,
    name_ar,
  });
  const byCode = new Map(ancestors.map((ancestor) => [ancestor.code, step(ancestor)]));
  const path: HsPathStep[] = [
    ...(section
      ? [{ code: section.id, level: 0, name_en: section.name_en, name_ar: section.name_ar }]
      : []),
    ...above.flatMap((part) => byCode.get(part) ?? []),
  ];
  const heading = row.level === 6 ? byCode.get(code.slice(0, 4)) : undefined;
  const ofHeading = !row.name_ar && !!heading?.name_ar;
  return {
    ...step(row),
    name_ar: ofHeading ? heading!.name_ar : row.name_ar,
    name_ar_of_heading: ofHeading,
    path,
  };
}
