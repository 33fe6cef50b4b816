import { describe, expect, it } from 'vitest';

import type { HsFinderAnswer } from '@/features/hs-codes/schemas';

import {
  ARABIC_QUERIES,
  describeFigures,
  ENGLISH_QUERIES,
  EVAL_THRESHOLDS,
  evaluate,
  type EvalQuery,
} from '../fixtures/hs-finder-eval';

import { json, testApiForFile } from './helpers/test-api';

// Issue 45: the finder's evaluation set (tests/fixtures/hs-finder-eval.ts) over the whole
// nomenclature, through GET /api/hs-codes as the finder's page and the code field ask it. Each
// language's precision@1 must be at least 90 % and its precision@3 at least 97 %; a failure
// prints the queries missed, with the codes found first.

const api = testApiForFile({ wholeNomenclature: true });
// About 120 requests a language, 13 s on a quiet 2-core machine on PGlite; the suite's load can
// more than double that (a full run of 28 Nov 2026 timed out at the default 30 s).
const EVALUATION_TIMEOUT_MS = 120_000;

async function firstCodes(query: string): Promise<string[]> {
  const response = await api.request(`/api/hs-codes?q=${encodeURIComponent(query)}&page_size=3`);
  expect(response.status, query).toBe(200);
  return (await json<HsFinderAnswer>(response)).data.map((result) => result.code);
}

describe.each([
  ['English', ENGLISH_QUERIES],
  ['Arabic', ARABIC_QUERIES],
] as [string, readonly EvalQuery[]][])('the evaluation set in %s', (language, queries) => {
  it('holds at least 60 queries', () => {
    expect(queries.length).toBeGreaterThanOrEqual(60);
    expect(new Set(queries.map(([query]) => query)).size).toBe(queries.length);
  });

  it(
    `finds an accepted heading first for ${EVAL_THRESHOLDS.at1 * 100} % of the queries and among the first 3 for ${EVAL_THRESHOLDS.at3 * 100} %`,
    async () => {
      const figures = await evaluate(queries, firstCodes);
      const report = describeFigures(language, figures);
      console.log(report);
      expect(figures.at1, report).toBeGreaterThanOrEqual(EVAL_THRESHOLDS.at1);
      expect(figures.at3, report).toBeGreaterThanOrEqual(EVAL_THRESHOLDS.at3);
    },
    EVALUATION_TIMEOUT_MS,
  );
});
