// The measuring sets of issue 56 in `npm run bench:screening` (tests/fixtures/screening-eval):
// invented regional company names (expected: no strong match) and press spellings of the UN
// list's names (expected: the record in the first three), each as a tuning and a held-out half.
// The held-out figures are the measure: 0 strong matches on the company names, ≥ 95 % of
// the press spellings found in the first three.
//
// Each name is screened once at the possible band's floor (POSSIBLE_MIN_SCORE) and its matches
// split by the threshold (DEFAULT_MIN_SCORE, 85): strong at or above, possible under it.
import type { ScreeningMatch } from '../features/screening/server/screen-name';
import { DEFAULT_MIN_SCORE, POSSIBLE_MIN_SCORE as MATCHER_POSSIBLE_MIN } from '../lib/names/score';
import { COMPANY_NAMES_HELD_OUT } from '../tests/fixtures/screening-eval/company-names.held-out';
import { COMPANY_NAMES_TUNING } from '../tests/fixtures/screening-eval/company-names.tuning';
import { PRESS_SPELLINGS_HELD_OUT } from '../tests/fixtures/screening-eval/press-spellings.held-out';
import { PRESS_SPELLINGS_TUNING } from '../tests/fixtures/screening-eval/press-spellings.tuning';

/** The floor of the possible band: the matcher's own (70), or BENCH_POSSIBLE_MIN to change it. */
export const POSSIBLE_MIN_SCORE = Number(process.env.BENCH_POSSIBLE_MIN ?? MATCHER_POSSIBLE_MIN);

/** How many failures of each set to print (BENCH_SCREENING_MISSES, 6 by default). */
const SHOWN = Number(process.env.BENCH_SCREENING_MISSES ?? 6);

/** A held-out half's names are never printed: reading them would tune to them (issue 56). */
const shownOf = (set: string) => (set.endsWith('held-out') ? 0 : SHOWN);

export type EvalQuery = {
  set: string;
  name: string;
  /** The UN reference the name must find in the first three; null: nothing strong expected. */
  expect: string | null;
  minScore: number;
};

export const EVAL_SETS = [
  'company-tuning',
  'company-held-out',
  'press-tuning',
  'press-held-out',
] as const;

export const EVAL_LABELS: Record<string, string> = {
  'company-tuning': 'regional company, tuning, finds nothing ≥ 85',
  'company-held-out': 'regional company, HELD OUT, finds nothing ≥ 85 (target all)',
  'press-tuning': 'press spelling, tuning, finds its record in the first three',
  'press-held-out': 'press spelling, HELD OUT, record in first three (target 95 %)',
};

export function evalQueries(): EvalQuery[] {
  const minScore = POSSIBLE_MIN_SCORE;
  const companies = (set: string, names: readonly { name: string }[]) =>
    names.map(({ name }) => ({ set, name, expect: null, minScore }));
  const press = (set: string, names: readonly { name: string; reference: string }[]) =>
    names.map(({ name, reference }) => ({ set, name, expect: reference, minScore }));
  return [
    ...companies('company-tuning', COMPANY_NAMES_TUNING),
    ...companies('company-held-out', COMPANY_NAMES_HELD_OUT),
    ...press('press-tuning', PRESS_SPELLINGS_TUNING),
    ...press('press-held-out', PRESS_SPELLINGS_HELD_OUT),
  ];
}

const strong = (matches: readonly ScreeningMatch[]) =>
  matches.filter((match) => match.score >= DEFAULT_MIN_SCORE);

const inTopThree = (matches: readonly ScreeningMatch[], reference: string) =>
  matches.slice(0, 3).some((match) => match.source === 'un' && match.reference === reference);

/** Whether a query of any set passed: nothing strong expected, or its record strong in the top 3. */
export function passes(expect: string | null, matches: readonly ScreeningMatch[]): boolean {
  const atThreshold = strong(matches);
  return expect === null ? atThreshold.length === 0 : inTopThree(atThreshold, expect);
}

export type EvalRow = {
  set: string;
  name: string;
  expect: string | null;
  matches: ScreeningMatch[];
};

const percent = (part: number, whole: number) =>
  `${part}/${whole} = ${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;

const best = (matches: readonly ScreeningMatch[]) =>
  matches[0] ? `${matches[0].reference} ${matches[0].primaryName} ${matches[0].score}` : 'nothing';

/** The two bands on each half, and a few failures of each kind. */
export function reportEval(rows: readonly EvalRow[]) {
  const figures: Record<string, Record<string, number>> = {};
  console.log(
    `\nIssue 56's sets: strong = score ≥ ${DEFAULT_MIN_SCORE}, possible = ${POSSIBLE_MIN_SCORE}-${DEFAULT_MIN_SCORE - 1}\n`,
  );
  for (const set of EVAL_SETS) {
    const inSet = rows.filter((row) => row.set === set);
    if (set.startsWith('company')) {
      const withStrong = inSet.filter((row) => strong(row.matches).length > 0);
      const possibleOnly = inSet.filter(
        (row) => row.matches.length > 0 && strong(row.matches).length === 0,
      );
      const strongRecords = inSet.reduce((sum, row) => sum + strong(row.matches).length, 0);
      figures[set] = {
        total: inSet.length,
        strong: withStrong.length,
        possible: possibleOnly.length,
      };
      console.log(
        `${set.padEnd(18)} names with a strong match ${percent(withStrong.length, inSet.length)} (${strongRecords} records); with a possible match only ${percent(possibleOnly.length, inSet.length)}`,
      );
      for (const row of withStrong.slice(0, shownOf(set)))
        console.log(`    strong: ${row.name} → ${best(row.matches)}`);
    } else {
      const found = inSet.filter((row) => passes(row.expect, row.matches));
      const foundAtPossible = inSet.filter((row) => inTopThree(row.matches, row.expect ?? ''));
      figures[set] = { total: inSet.length, found: found.length, possible: foundAtPossible.length };
      console.log(
        `${set.padEnd(18)} record in the first three, strong ${percent(found.length, inSet.length)}; strong or possible ${percent(foundAtPossible.length, inSet.length)}`,
      );
      for (const row of inSet
        .filter((row) => !passes(row.expect, row.matches))
        .slice(0, shownOf(set)))
        console.log(`    missed: ${row.name} (${row.expect}) → ${best(row.matches)}`);
    }
  }
  return figures;
}
