// The name matcher's figures on the UN consolidated list (lib/names; docs/decisions/screening.md):
//
//   npx tsx scripts/names-recall.ts [list.xml]        the figures (the test fixture without a file)
//   npx tsx scripts/names-recall.ts --write-fixture <list.xml>
//                                                     tests/unit/names/un-names.json again (then
//                                                     prettier --write it)
//
// Every query is screened as the database will: candidates that share a prefilter key, then scored,
// then records ranked by their best alias.
import { writeFileSync } from 'node:fs';

import { prepareName, type PreparedName } from '@/lib/names/prepare';
import { bestAliasMatch, DEFAULT_MIN_SCORE, scoreName } from '@/lib/names/score';
import { ORDINARY_COMPANIES, ORDINARY_PEOPLE } from '@/tests/unit/names/jordanian-names';
import { latinVariants } from '@/tests/unit/names/latin-variants';
import { readUnList, readUnXml, UN_FIXTURE_PATH, type UnRecord } from '@/tests/unit/names/un-list';

if (process.argv[2] === '--write-fixture') {
  const records = readUnXml(process.argv[3]);
  writeFileSync(UN_FIXTURE_PATH, `${JSON.stringify(records)}\n`);
  console.log(`${records.length} records written to ${UN_FIXTURE_PATH}`);
  process.exit(0);
}

const records = readUnList(process.argv[2]);
type Candidate = { record: number; name: PreparedName; script: 'latin' | 'arabic' };
const candidates: Candidate[] = records.flatMap((record, index) => [
  ...record.latin.map((name) => ({
    record: index,
    name: prepareName(name),
    script: 'latin' as const,
  })),
  ...(record.arabic
    ? [{ record: index, name: prepareName(record.arabic), script: 'arabic' as const }]
    : []),
]);
const byKey = new Map<string, number[]>();
candidates.forEach((candidate, index) => {
  for (const key of candidate.name.keys) byKey.set(key, [...(byKey.get(key) ?? []), index]);
});

let scored = 0;
let scoringMs = 0;

/** The records a query finds, best first: [record, score] with the score of its best alias. */
function screen(query: string, only?: 'latin' | 'arabic'): [number, number][] {
  const prepared = prepareName(query);
  const seen = new Set<number>();
  const best = new Map<number, number>();
  const started = performance.now();
  for (const key of prepared.keys) {
    for (const index of byKey.get(key) ?? []) {
      const candidate = candidates[index];
      if (!candidate || seen.has(index) || (only && candidate.script !== only)) continue;
      seen.add(index);
      const { score } = scoreName(prepared, candidate.name);
      scored += 1;
      if (score > (best.get(candidate.record) ?? -1)) best.set(candidate.record, score);
    }
  }
  scoringMs += performance.now() - started;
  return [...best].sort((a, b) => b[1] - a[1]);
}

/** Whether `record` is among the first three records found, at or above the default minimum. */
function inTopThree(found: [number, number][], record: number): boolean {
  const own = found.find(([index]) => index === record);
  if (!own || own[1] < DEFAULT_MIN_SCORE) return false;
  return found.filter(([, score]) => score > own[1]).length < 3;
}

const percent = (part: number, whole: number) =>
  `${part}/${whole} = ${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;

const both = records.map((record, index) => [record, index] as const).filter(([r]) => r.arabic);
const individuals = both.filter(([record]) => record.kind === 'individual');

function report(
  label: string,
  rows: readonly (readonly [UnRecord, number])[],
  test: (r: UnRecord, i: number) => boolean,
) {
  const passed = rows.filter(([record, index]) => test(record, index)).length;
  console.log(`${label.padEnd(62)} ${percent(passed, rows.length)}`);
}

console.log(
  `UN list: ${records.length} records, ${both.length} with an Arabic-script name, ${candidates.length} names`,
);
console.log(`Default minimum score: ${DEFAULT_MIN_SCORE}\n`);

for (const [label, rows] of [
  ['all', both],
  ['individuals', individuals],
] as const) {
  report(
    `Arabic name ≥ min against its record's Latin names (${label})`,
    rows,
    (record) => (bestAliasMatch(record.arabic, record.latin)?.score ?? 0) >= DEFAULT_MIN_SCORE,
  );
  report(
    `Latin name ≥ min against its record's Arabic name (${label})`,
    rows,
    (record) => scoreName(record.latin[0] ?? '', record.arabic).score >= DEFAULT_MIN_SCORE,
  );
  report(
    `Arabic name finds its record in the top 3, Latin names only (${label})`,
    rows,
    (record, index) => inTopThree(screen(record.arabic, 'latin'), index),
  );
  report(
    `Latin name finds its record in the top 3, Arabic names only (${label})`,
    rows,
    (record, index) => inTopThree(screen(record.latin[0] ?? '', 'arabic'), index),
  );
  report(
    `Arabic name finds its record in the top 3, every name (${label})`,
    rows,
    (record, index) => inTopThree(screen(record.arabic), index),
  );
}

const allIndividuals = records
  .map((record, index) => [record, index] as const)
  .filter(([record]) => record.kind === 'individual');
let variantCount = 0;
let variantHits = 0;
for (const [record, index] of allIndividuals) {
  for (const variant of latinVariants(record.latin[0] ?? '')) {
    variantCount += 1;
    if (inTopThree(screen(variant), index)) variantHits += 1;
  }
}
console.log(
  `${'Latin spelling variants find their record in the top 3'.padEnd(62)} ${percent(variantHits, variantCount)}`,
);

/** Ordinary names that find nothing at or above the minimum, against every name of the list. */
function clean(names: readonly string[]): number {
  return names.filter((name) => {
    const prepared = prepareName(name);
    return candidates.every(
      (candidate) => scoreName(prepared, candidate.name).score < DEFAULT_MIN_SCORE,
    );
  }).length;
}
for (const [label, list] of [
  ['people', ORDINARY_PEOPLE],
  ['companies', ORDINARY_COMPANIES],
] as const) {
  for (const script of ['latin', 'arabic'] as const) {
    const names = list.map((name) => name[script]);
    console.log(
      `${`Ordinary ${label} (${script}) finding nothing ≥ min, whole list`.padEnd(62)} ${percent(clean(names), names.length)}`,
    );
  }
}
console.log(
  `\nScoring: ${scored} pairs after the prefilter, ${((1000 * scoringMs) / Math.max(1, scored)).toFixed(1)} µs a pair`,
);
