import 'server-only';
import { inArray } from 'drizzle-orm';

import { hsCodes, hsSections } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { HsCodeResult, HsPathStep } from '../schemas';

import type { FoundCode } from './find-codes';

// A code's path (section → chapter → heading) and the Arabic name it shows: its own, or for a
// subheading without one its heading's (issue 37).

/** The codes above a code: its chapter and, for a subheading, its heading. */
const ancestorsOf = (code: string) =>
  [code.slice(0, 2), code.slice(0, 4)].filter((a) => a !== code && a.length < code.length);

/** The results of `rows`, each with its path and the Arabic name it shows. */
export async function withPaths(db: Db, rows: readonly FoundCode[]): Promise<HsCodeResult[]> {
  if (rows.length === 0) return [];
  const codes = [...new Set(rows.flatMap((row) => ancestorsOf(row.code)))];
  const sectionIds = [...new Set(rows.map((row) => row.section_id))];
  const [ancestors, sections] = await Promise.all([
    codes.length > 0
      ? db
          .select({
            code: hsCodes.code,
            level: hsCodes.level,
            name_en: hsCodes.name_en,
            name_ar: hsCodes.name_ar,
          })
          .from(hsCodes)
          .where(inArray(hsCodes.code, codes))
      : [],
    db.select().from(hsSections).where(inArray(hsSections.id, sectionIds)),
  ]);
  const byCode = new Map<string, HsPathStep>(ancestors.map((row) => [row.code, row]));
  const sectionById = new Map(sections.map((row) => [row.id, row]));
  return rows.map((row) => {
    const section = sectionById.get(row.section_id);
    const path: HsPathStep[] = [
      ...(section
        ? [{ code: section.id, level: 0, name_en: section.name_en, name_ar: section.name_ar }]
        : []),
      ...ancestorsOf(row.code).flatMap((code) => byCode.get(code) ?? []),
    ];
    const heading = row.level === 6 ? byCode.get(row.code.slice(0, 4)) : undefined;
    const ofHeading = !row.name_ar && !!heading?.name_ar;
    return {
      code: row.code,
      level: row.level,
      name_en: row.name_en,
      name_ar: ofHeading ? heading!.name_ar : row.name_ar,
      name_ar_of_heading: ofHeading,
      path,
    };
  });
}
