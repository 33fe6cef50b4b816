import { desc, inArray, sql } from 'drizzle-orm';

import { hsCodes } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { hsCodeOf } from './hs-code';
import { resolveHsCode, singleCodeOf } from './resolve-hs-code';

// Which code of the nomenclature a member's HS code stands for (issue 37): the code itself when the
// 2022 edition has it; a subheading of another edition (1509.10, split in 2022) stands for its
// heading when that heading is known. Anything else (3 or 5 digits, a heading or chapter the
// nomenclature lacks) stands for none. Issue 45: a subheading of HS 2017 or 2012 with one 2022
// successor (3002.20 → 3002.41) stands for that successor, before its heading.

/** The codes a member's digits may stand for, the most precise first. */
export function hsCodeCandidates(digits: string): string[] {
  const code = hsCodeOf(digits);
  if (!code || code.length !== digits.length) return [];
  return code.length === 6 ? [code, code.slice(0, 4)] : [code];
}

/** The nomenclature's code the digits stand for, or null when it has none. */
export async function knownHsCode(db: Db, digits: string): Promise<string | null> {
  const candidates = hsCodeCandidates(digits);
  if (candidates.length === 0) return null;
  if (candidates.length === 2) {
    const successor = singleCodeOf(await resolveHsCode(db, candidates[0]!));
    if (successor) return successor;
  }
  const [row] = await db
    .select({ code: hsCodes.code })
    .from(hsCodes)
    .where(inArray(hsCodes.code, candidates))
    .orderBy(desc(sql`length(${hsCodes.code})`))
    .limit(1);
  return row?.code ?? null;
}
