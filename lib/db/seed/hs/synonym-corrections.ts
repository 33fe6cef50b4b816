import { and, eq, sql } from 'drizzle-orm';

import { hsCodes, hsSynonyms } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { finderTermsOf } from '@/lib/search/finder-terms';

// Start-up's corrections of seeded staff synonyms found wrong (issue 55; the list in
// docs/decisions/hs-codes.md, "The general evaluation set"), and of every synonym's terms where the
// finder now reads words otherwise (Arabic stems and broken plurals, issue 55). A correction
// applies only to a synonym still as seeded (same phrase, same code or Arabic): one staff changed
// is theirs and is left alone. Idempotent: a second run changes nothing.

type Correction = { phrase_en: string } & (
  { code: { from: string; to: string } } | { phrase_ar: { from: string; to: string } }
);

/** The seeded synonyms corrected, each from what was seeded to what lib/db/seed/hs/synonyms.ts says now. */
export const SYNONYM_CORRECTIONS: readonly Correction[] = [
  // HS 2022: sunflower seeds are 12.06 (12.07 is other oil seeds).
  { phrase_en: 'sunflower seeds', code: { from: '1207', to: '1206' } },
  // HS 2022 names bulgur wheat in 1904.30.
  { phrase_en: 'bulgur', code: { from: '1104', to: '1904' } },
  // MDF is medium-density fibreboard, 44.11 (44.10 is particle board).
  { phrase_en: 'MDF', code: { from: '4410', to: '4411' } },
  // The Arabic named other goods: a cotton shirt, ready-mix concrete (3824.50), optical fibres (9001).
  { phrase_en: 'tee shirt', phrase_ar: { from: 'قميص قطني', to: 'تي شيرت' } },
  { phrase_en: 'precast concrete', phrase_ar: { from: 'خرسانة جاهزة', to: 'خرسانة مسبقة الصب' } },
  { phrase_en: 'fibre optic cables', phrase_ar: { from: 'ألياف ضوئية', to: 'كوابل ألياف ضوئية' } },
];

/** Applies the corrections to the staff synonyms still as seeded; how many rows it changed. */
export async function correctSeededSynonyms(db: Db): Promise<number> {
  let changed = 0;
  for (const correction of SYNONYM_CORRECTIONS) {
    const staff = and(eq(hsSynonyms.kind, 'staff'), eq(hsSynonyms.phrase_en, correction.phrase_en));
    const rows =
      'code' in correction
        ? await db
            .update(hsSynonyms)
            .set({ code: correction.code.to })
            .where(
              and(
                staff,
                eq(hsSynonyms.code, correction.code.from),
                // A test database holds a few chapters: the code must be there.
                sql`exists (select 1 from ${hsCodes} where ${hsCodes.code} = ${correction.code.to})`,
              ),
            )
            .returning({ id: hsSynonyms.id })
        : await db
            .update(hsSynonyms)
            .set({ phrase_ar: correction.phrase_ar.to })
            .where(and(staff, eq(hsSynonyms.phrase_ar, correction.phrase_ar.from)))
            .returning({ id: hsSynonyms.id });
    changed += rows.length;
  }
  return changed;
}

/** Rewrites every synonym's terms that differ from what its phrases give now; how many. */
export async function rewriteSynonymTerms(db: Db): Promise<number> {
  const rows = await db
    .select({
      id: hsSynonyms.id,
      phrase_en: hsSynonyms.phrase_en,
      phrase_ar: hsSynonyms.phrase_ar,
      terms: hsSynonyms.terms,
    })
    .from(hsSynonyms);
  const changed = rows.flatMap((row) => {
    const terms = finderTermsOf(row.phrase_en, row.phrase_ar);
    const same = terms.length === row.terms.length && terms.every((t, i) => t === row.terms[i]);
    return same ? [] : [{ id: row.id, terms }];
  });
  if (changed.length > 0) {
    const batch = JSON.stringify(changed);
    await db.execute(sql`update ${hsSynonyms} as s set terms = v.terms
      from jsonb_to_recordset(${batch}::jsonb) as v(id int, terms text[]) where s.id = v.id`);
  }
  return changed.length;
}
