import { and, eq, inArray, sql } from 'drizzle-orm';

import { auditLog, hsCodes, hsSynonyms } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { refreshExportValues } from '@/lib/search/finder-exports';
import { hsCodeTermsOf } from '@/lib/search/finder-term-tiers';
import { finderTermsOf } from '@/lib/search/finder-terms';
import { fillLoanKeys, refreshFinderVocabulary } from '@/lib/search/finder-vocabulary';
import { normalizeText } from '@/lib/search/normalize-text';

import { arabicNames } from './nomenclature';
import { correctSeededSynonyms, rewriteSynonymTerms } from './synonym-corrections';
import { hsSynonymsSeed } from './synonyms';

// Start-up's upgrade of the HS finder's data in a database seeded before (issue 45), idempotent
// and never undoing a staff edit:
// 1. the seeded staff synonyms it lacks, by phrase: one is added when no staff synonym has its
//    English phrase (or, for an Arabic-only one, its Arabic), and no audit entry says staff changed
//    or removed a synonym of that phrase;
// 2. the subheadings' Arabic names (data/hs-nomenclature/names-ar, `subheadings`) where the name is
//    empty and staff never changed it (no `hs-code.update` entry);
// 3. every code's finder terms (terms, subject, minor and head terms), rewritten where they differ from
//    what its names give now (hsCodeTermsOf): the ranking's new columns, a subheading's own name;
// 4. Jordan's export value per code (finder-exports.ts), then the vocabulary and its terms' sound
//    keys (a database of before has none).
// Before 1, the seeded staff synonyms found wrong are corrected where still as seeded, and after
// it every synonym's terms rewritten where they differ (synonym-corrections.ts, issue 55).

const BATCH = 500;
const key = (text: string) => normalizeText(text);

async function addMissingSynonyms(db: Db, codes: ReadonlySet<string>): Promise<number> {
  const stored = await db
    .select({ phrase_en: hsSynonyms.phrase_en, phrase_ar: hsSynonyms.phrase_ar })
    .from(hsSynonyms)
    .where(eq(hsSynonyms.kind, 'staff'));
  const edited = await db
    .select({ before: auditLog.before })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity_type, 'hs_synonyms'),
        inArray(auditLog.action, ['hs-synonym.update', 'hs-synonym.delete']),
      ),
    );
  const known = new Set<string>();
  for (const row of stored) {
    if (row.phrase_en) known.add(`en:${key(row.phrase_en)}`);
    if (row.phrase_ar) known.add(`ar:${key(row.phrase_ar)}`);
  }
  for (const { before } of edited) {
    for (const [language, value] of [
      ['en', before?.phrase_en],
      ['ar', before?.phrase_ar],
    ] as const) {
      if (typeof value === 'string' && value) known.add(`${language}:${key(value)}`);
    }
  }
  const missing = hsSynonymsSeed(codes).filter((entry) =>
    entry.phrase_en
      ? !known.has(`en:${key(entry.phrase_en)}`)
      : !known.has(`ar:${key(entry.phrase_ar)}`),
  );
  for (let start = 0; start < missing.length; start += BATCH) {
    await db.insert(hsSynonyms).values(
      missing.slice(start, start + BATCH).map(({ code, phrase_en, phrase_ar }) => ({
        code,
        phrase_en,
        phrase_ar,
        terms: finderTermsOf(phrase_en, phrase_ar),
      })),
    );
  }
  return missing.length;
}

type CodeRow = {
  code: string;
  level: number;
  parent: string | null;
  name_en: string;
  name_ar: string;
  terms: string[];
  subject_terms: string[];
  minor_terms: string[];
  head_terms: string[];
};

async function fillSubheadingNames(
  db: Db,
  rows: CodeRow[],
  names: Readonly<Record<string, string>>,
): Promise<number> {
  const renamed = new Set(
    (
      await db
        .select({ code: auditLog.entity_id })
        .from(auditLog)
        .where(and(eq(auditLog.entity_type, 'hs_codes'), eq(auditLog.action, 'hs-code.update')))
    ).map((row) => row.code),
  );
  let filled = 0;
  for (const row of rows) {
    const name = names[row.code]?.trim();
    if (row.level !== 6 || row.name_ar !== '' || !name || renamed.has(row.code)) continue;
    await db.update(hsCodes).set({ name_ar: name }).where(eq(hsCodes.code, row.code));
    row.name_ar = name;
    filled += 1;
  }
  return filled;
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((term, index) => term === b[index]);

async function rewriteTerms(db: Db, rows: CodeRow[]): Promise<number> {
  const arabic = new Map(rows.map((row) => [row.code, row.name_ar]));
  const changed = rows.flatMap((row) => {
    const heading = row.level === 6 && row.parent ? (arabic.get(row.parent) ?? '') : '';
    const next = hsCodeTermsOf(row.name_en, row.name_ar, heading);
    return same(next.terms, row.terms) &&
      same(next.subject_terms, row.subject_terms) &&
      same(next.minor_terms, row.minor_terms) &&
      same(next.head_terms, row.head_terms)
      ? []
      : [{ code: row.code, ...next }];
  });
  for (let start = 0; start < changed.length; start += BATCH) {
    const batch = JSON.stringify(changed.slice(start, start + BATCH));
    await db.execute(sql`update ${hsCodes} as h
      set terms = v.terms, subject_terms = v.subject_terms, minor_terms = v.minor_terms,
        head_terms = v.head_terms
      from jsonb_to_recordset(${batch}::jsonb)
        as v(code text, terms text[], subject_terms text[], minor_terms text[], head_terms text[])
      where h.code = v.code`);
  }
  return changed.length;
}

export type HsFinderUpgrade = {
  synonyms: number;
  corrected: number;
  synonymTerms: number;
  names: number;
  terms: number;
  exports: number;
};

/**
 * The upgrade (above); what it changed. `subheadingNames` are the shipped files' by default (a
 * test gives its own).
 */
export async function upgradeHsFinder(
  db: Db,
  {
    subheadingNames = arabicNames().subheadings,
  }: { subheadingNames?: Record<string, string> } = {},
): Promise<HsFinderUpgrade> {
  const rows: CodeRow[] = await db
    .select({
      code: hsCodes.code,
      level: hsCodes.level,
      parent: hsCodes.parent,
      name_en: hsCodes.name_en,
      name_ar: hsCodes.name_ar,
      terms: hsCodes.terms,
      subject_terms: hsCodes.subject_terms,
      minor_terms: hsCodes.minor_terms,
      head_terms: hsCodes.head_terms,
    })
    .from(hsCodes)
    .orderBy(hsCodes.code);
  const corrected = await correctSeededSynonyms(db);
  const synonyms = await addMissingSynonyms(db, new Set(rows.map((row) => row.code)));
  const synonymTerms = await rewriteSynonymTerms(db);
  const names = await fillSubheadingNames(db, rows, subheadingNames);
  const terms = await rewriteTerms(db, rows);
  const exports = await refreshExportValues(db);
  if (synonyms + synonymTerms + names + terms > 0) await refreshFinderVocabulary(db);
  else await fillLoanKeys(db);
  return { synonyms, corrected, synonymTerms, names, terms, exports };
}
