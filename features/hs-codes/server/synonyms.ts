import 'server-only';
import { eq, isNotNull, or } from 'drizzle-orm';

import { RECORD_STATUS } from '@/features/companies/constants';
import { publicVersion } from '@/features/companies/review-status';
import { companies, hsSynonyms, products } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { hsCodeOf, hsDigitsOf } from '@/lib/hs/hs-code';
import { finderTermsOf } from '@/lib/search/finder-terms';
import type { WordTerms } from '@/lib/search/vocabulary-match';

// The finder's synonyms (issue 37): the staff's list (hs_synonyms) and the names of members'
// approved products that carry an HS code, in both languages, each naming its code. A synonym
// that matches the query lifts its code as if the code's own name had matched.

type Synonym = { code: string; terms: ReadonlySet<string> };
/** A code the synonyms found: how many of the query's words, and their points. */
export type SynonymHit = { code: string; words: number; points: number };

const mayBePublic = (table: typeof companies | typeof products) =>
  or(eq(table.status, RECORD_STATUS.approved), isNotNull(table.approved));

/** The public products with a code, their code cut to the nomenclature's (6 digits at most). */
async function productSynonyms(db: Db): Promise<Synonym[]> {
  const [rows, owners] = await Promise.all([
    db.select().from(products).where(mayBePublic(products)),
    db.select().from(companies).where(mayBePublic(companies)),
  ]);
  const publicOwners = new Set(owners.filter((row) => publicVersion(row)).map((row) => row.id));
  return rows.flatMap((row) => {
    const values = publicVersion(row);
    if (!values || !publicOwners.has(row.company_id)) return [];
    const digits = hsDigitsOf(String(values.hs_code ?? ''));
    const code = digits ? hsCodeOf(digits.slice(0, digits.length >= 6 ? 6 : 4)) : null;
    if (!code) return [];
    const terms = finderTermsOf(String(values.name_eng ?? ''), String(values.name_ara ?? ''));
    return [{ code, terms: new Set(terms) }];
  });
}

async function staffSynonyms(db: Db): Promise<Synonym[]> {
  const rows = await db.select({ code: hsSynonyms.code, terms: hsSynonyms.terms }).from(hsSynonyms);
  return rows.map((row) => ({ code: row.code, terms: new Set(row.terms) }));
}

/** A word's points in a set of terms: 3 whole, 2 as the start of a term, 1 a typo away, else 0. */
export function wordPoints(entry: WordTerms, terms: ReadonlySet<string>): number {
  if (entry.exact.some((form) => terms.has(form))) return 3;
  for (const term of terms) {
    if (entry.exact.some((form) => term.startsWith(form))) return 2;
  }
  return entry.typo.some((term) => terms.has(term)) ? 1 : 0;
}

/** The codes the synonyms find for the query's words, the best synonym of each. */
export async function synonymHits(db: Db, words: readonly WordTerms[]): Promise<SynonymHit[]> {
  const synonyms = [...(await staffSynonyms(db)), ...(await productSynonyms(db))];
  const best = new Map<string, SynonymHit>();
  for (const synonym of synonyms) {
    const points = words.map((entry) => wordPoints(entry, synonym.terms));
    const hit = {
      code: synonym.code,
      words: points.filter((value) => value > 0).length,
      points: points.reduce((sum, value) => sum + value, 0),
    };
    const kept = best.get(hit.code);
    if (hit.words > 0 && (!kept || hit.words > kept.words || hit.points > kept.points)) {
      best.set(hit.code, hit);
    }
  }
  return [...best.values()];
}
