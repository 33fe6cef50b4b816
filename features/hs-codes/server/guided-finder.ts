import 'server-only';

import { fullTranslator } from '@/lib/api/translate';
import type { Db } from '@/lib/db/types';
import { hsDigitsOf } from '@/lib/hs/hs-code';
import { pageOffset } from '@/lib/pagination';

import { HS_PHRASE_RANKED } from '../constants';
import { carriesQualifier, type HsQualifier } from '../finder-qualifiers';
import {
  finderQuestionOf,
  HS_QUALIFIER_PARAM,
  HS_QUESTION_CANDIDATES,
  type FinderQuestion,
} from '../finder-question';
import type { HsCodeResult, HsFinderQuestion } from '../schemas';

import { withPaths } from './code-paths';
import { findCodes } from './find-codes';

// The finder with its one question (issue 55, item 4), for the API and the page alike. Without an
// answer: the page of codes as before, and the question its best candidates call for (read from
// the first page when it holds them, else from one more look-up of them). With an answer: the
// best HS_PHRASE_RANKED codes, those carrying the answer kept, then paged; the question stays,
// its answer marked, so the visitor can change it.

export type GuidedPage = {
  rows: HsCodeResult[];
  total: number;
  services?: true;
  question?: FinderQuestion;
};

/** One page of the codes a query finds, narrowed by the answer given; and the question asked. */
export async function findGuided(
  db: Db,
  query: string,
  page: number,
  size: number,
  qualifier?: HsQualifier,
): Promise<GuidedPage> {
  // A code typed is what the visitor means: no question about it.
  const asked = !hsDigitsOf(query);
  if (!qualifier || !asked) {
    const found = await findCodes(db, query, page, size);
    const rows = await withPaths(db, found.rows);
    if (found.services || !asked || found.total < 2) return { rows, ...servicesAndTotal(found) };
    const best =
      page === 1 && size >= HS_QUESTION_CANDIDATES
        ? rows
        : await withPaths(db, (await findCodes(db, query, 1, HS_QUESTION_CANDIDATES)).rows);
    const question = finderQuestionOf(best, query);
    return { rows, total: found.total, ...(question && { question }) };
  }
  const pool = await findCodes(db, query, 1, HS_PHRASE_RANKED);
  if (pool.services) return { rows: [], total: 0, services: true };
  const ranked = await withPaths(db, pool.rows);
  const kept = ranked.filter((row) => carriesQualifier(row, qualifier));
  const question = finderQuestionOf(ranked, query, qualifier);
  const offset = pageOffset(page, size);
  return {
    rows: kept.slice(offset, offset + size),
    total: kept.length,
    ...(question && { question }),
  };
}

const servicesAndTotal = (found: { total: number; services?: true }) => ({
  total: found.total,
  ...(found.services && { services: found.services }),
});

/** The question as the API answers it, in both languages (messages HsFinder.question). */
export function questionAnswer(question: FinderQuestion): HsFinderQuestion {
  const [en, ar] = [fullTranslator('en'), fullTranslator('ar')];
  const key = (name: string) => `HsFinder.question.${name}` as never;
  return {
    kind: question.kind,
    parameter: HS_QUALIFIER_PARAM,
    text_en: en(key(`kinds.${question.kind}`)),
    text_ar: ar(key(`kinds.${question.kind}`)),
    options: question.options.map((value) => ({
      value,
      text_en: en(key(`options.${value}`)),
      text_ar: ar(key(`options.${value}`)),
      chosen: value === question.chosen,
    })),
  };
}
