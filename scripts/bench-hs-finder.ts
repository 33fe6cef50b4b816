// `npm run bench:hs-finder` (and a section of `npm run bench`), issue 37: the HS finder's latency
// over the whole nomenclature (6,936 codes, the staff's synonyms and the seeded members' approved
// products) on a throwaway PostgreSQL database. Each query runs as GET /api/hs-codes runs it (the
// finder's statement, then the results' paths) from a mix of what members type in the code field
// and visitors in the finder: English and Arabic words, words being typed, typos, synonyms, and
// codes in every spelling (dots, spaces, hyphens, Arabic-Indic digits, national lines, codes of
// another edition). It prints p50, p95, p99 and the slowest kinds, then EXPLAIN ANALYZE of the
// slowest queries. A measurement script, not a test.
//
// It ends with the evaluation set's precision@1 and @3 per language (issue 45), then the general
// evaluation set's (issue 55, tests/fixtures/hs-finder-general/) per half and language, the
// tuning half's misses listed (never the held-out half's: reading them would tune to them).
//
// BENCH_HS_VOCABULARY=0 measures the finder without the official tariffs' vocabulary (issue 55:
// the UK search references the seed imports), for comparison.
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the server, postgres@127.0.0.1 by default;
// BENCH_HS_QUERIES the queries measured; BENCH_HS_KEEP=<name> keeps the database (to EXPLAIN by hand).
import { pathToFileURL } from 'node:url';

import { sql } from 'drizzle-orm';

import { withPaths } from '../features/hs-codes/server/code-paths';
import { finderStatement, findCodes } from '../features/hs-codes/server/find-codes';
import { rebuildOfferingSynonyms } from '../features/hs-codes/server/offering-synonyms';
import { connect, migrate } from '../lib/db/connect';
import { seedDatabase } from '../lib/db/seed';
import type { Db } from '../lib/db/types';
import { refreshFinderVocabulary } from '../lib/search/finder-vocabulary';
import { rowsOf } from '../lib/search/vocabulary-match';
import {
  ARABIC_QUERIES,
  describeFigures,
  ENGLISH_QUERIES,
  evaluate,
  type EvalFigures,
} from '../tests/fixtures/hs-finder-eval';
import { HELD_OUT_ARABIC, HELD_OUT_ENGLISH } from '../tests/fixtures/hs-finder-general/held-out';
import { TUNING_ARABIC, TUNING_ENGLISH } from '../tests/fixtures/hs-finder-general/tuning';

import { percentile, withThrowawayDatabase } from './bench-database';
import { PAGE_SIZES, queries } from './bench-hs-queries';

const QUERIES = Number(process.env.BENCH_HS_QUERIES ?? 600);
const WARM_UP = 60;
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

const ms = (value: number) => value.toFixed(1).padStart(8);

type PlanNode = { [key: string]: unknown; Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** EXPLAIN ANALYZE of the finder's statement: its times and its three costliest steps. */
async function explainFinder(db: Db, q: string, pageSize: number): Promise<string> {
  const statement = await finderStatement(db, q, 1, pageSize);
  if (!statement) return 'no statement (nothing can match)';
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
    await db.execute(sql`explain (analyze, buffers, format json) ${statement}`),
  );
  const raw = row?.['QUERY PLAN'];
  const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    Plan: PlanNode;
    'Planning Time': number;
    'Execution Time': number;
  }[];
  const steps = nodesOf(plan!.Plan)
    .map((node) => ({
      name: `${String(node['Node Type'])}${node['Index Name'] ? ` ${String(node['Index Name'])}` : ''}${node['Relation Name'] ? ` on ${String(node['Relation Name'])}` : ''}`,
      time: Number(node['Actual Total Time'] ?? 0) * Number(node['Actual Loops'] ?? 1),
      rows: Number(node['Actual Rows'] ?? 0),
    }))
    .sort((a, b) => b.time - a.time)
    .slice(0, 3)
    .map((step) => `${step.name} ${step.time.toFixed(1)} ms (${step.rows} rows)`);
  return `planning ${plan!['Planning Time'].toFixed(1)} ms, execution ${plan!['Execution Time'].toFixed(1)} ms: ${steps.join('; ')}`;
}

/** One query as the finder's route answers it: the page of codes, then their paths. */
async function ask(db: Db, q: string, pageSize: number) {
  const found = await findCodes(db, q, 1, pageSize);
  await withPaths(db, found.rows);
  return found.total;
}

async function measure(db: Db) {
  const codes = rowsOf<{ code: string }>(await db.execute(sql`select code from hs_codes`)).map(
    (row) => row.code,
  );
  const mix = queries(QUERIES + WARM_UP, codes);
  const timed: { kind: string; q: string; pageSize: number; ms: number; total: number }[] = [];
  for (const [index, query] of mix.entries()) {
    const start = performance.now();
    const total = await ask(db, query.q, query.pageSize);
    const elapsed = performance.now() - start;
    if (index >= WARM_UP) timed.push({ ...query, ms: elapsed, total });
  }
  const sorted = timed.map((row) => row.ms).sort((a, b) => a - b);
  console.log('queries   p50 ms   p95 ms   p99 ms   max ms  empty answers');
  console.log(
    `${String(timed.length).padEnd(8)}${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 95))} ${ms(percentile(sorted, 99))} ${ms(sorted.at(-1) ?? 0)}  ${timed.filter((row) => row.total === 0).length}`,
  );
  console.log('\nkind                       queries   p50 ms   p95 ms   max ms');
  const kinds = [...new Set(timed.map((row) => row.kind))];
  for (const kind of kinds) {
    const times = timed
      .filter((row) => row.kind === kind)
      .map((row) => row.ms)
      .sort((a, b) => a - b);
    console.log(
      `${kind.padEnd(27)}${String(times.length).padStart(7)} ${ms(percentile(times, 50))} ${ms(percentile(times, 95))} ${ms(times.at(-1) ?? 0)}`,
    );
  }
  const slowest = [...timed].sort((a, b) => b.ms - a.ms).slice(0, 5);
  console.log('\nThe slowest queries, and their statement’s plan (EXPLAIN ANALYZE)\n');
  for (const row of slowest) {
    const plan = await explainFinder(db, row.q, row.pageSize);
    console.log(
      `${JSON.stringify(row.q).padEnd(34)}${ms(row.ms)} ms  (${row.kind}; ${row.total} codes)  ${plan}`,
    );
  }
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/**
 * The evaluation set's precision@1 and @3 per language (issue 45, tests/fixtures/hs-finder-eval.ts,
 * the same set the API test checks), on this database.
 */
async function precision(db: Db) {
  const first3 = async (q: string) => (await findCodes(db, q, 1, 3)).rows.map((row) => row.code);
  const english = await evaluate(ENGLISH_QUERIES, first3);
  const arabic = await evaluate(ARABIC_QUERIES, first3);
  console.log('\nThe evaluation set (tests/fixtures/hs-finder-eval.ts)\n');
  console.log(describeFigures('English', english));
  console.log(describeFigures('Arabic', arabic));
  const general = {
    tuningEnglish: await evaluate(TUNING_ENGLISH, first3),
    tuningArabic: await evaluate(TUNING_ARABIC, first3),
    heldOutEnglish: await evaluate(HELD_OUT_ENGLISH, first3),
    heldOutArabic: await evaluate(HELD_OUT_ARABIC, first3),
  };
  console.log('\nThe general evaluation set (tests/fixtures/hs-finder-general/, issue 55)\n');
  const figuresOnly = (figures: EvalFigures) => ({ ...figures, misses: [] });
  console.log(describeFigures('Tuning half, English', general.tuningEnglish));
  console.log(describeFigures('Tuning half, Arabic', general.tuningArabic));
  console.log(describeFigures('Held-out half, English', figuresOnly(general.heldOutEnglish)));
  console.log(describeFigures('Held-out half, Arabic', figuresOnly(general.heldOutArabic)));
  return { english, arabic, general };
}

/** The database as it would be without the imported vocabulary: its rows and their terms gone. */
async function withoutVocabulary(db: Db) {
  await db.execute(sql`delete from hs_synonyms where kind = 'vocabulary'`);
  await db.execute(sql`delete from hs_terms`);
  await refreshFinderVocabulary(db);
  console.log('\nWithout the imported vocabulary (BENCH_HS_VOCABULARY=0).');
}

/** The finder's figures on a fresh PostgreSQL database holding the whole nomenclature. */
export async function benchHsFinder() {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || DEFAULT_URL;
  return withThrowawayDatabase(serverUrl, process.env.BENCH_HS_KEEP, async (url) => {
    const connection = await connect({ databaseUrl: url, pgliteDir: '' });
    try {
      const started = performance.now();
      await migrate(connection);
      await seedDatabase(connection.db);
      await rebuildOfferingSynonyms(connection.db);
      if (process.env.BENCH_HS_VOCABULARY === '0') await withoutVocabulary(connection.db);
      // What autovacuum does soon after a bulk load: the planner's statistics, the visibility map.
      await connection.db.execute(sql`vacuum analyze hs_codes, hs_synonyms, hs_terms`);
      const [count] = rowsOf<{ codes: number; synonyms: number; terms: number }>(
        await connection.db.execute(sql`select (select count(*) from hs_codes)::int as codes,
          (select count(*) from hs_synonyms)::int as synonyms, (select count(*) from hs_terms)::int as terms`),
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(
        `\nHS finder (issue 37) on PostgreSQL: ${count?.codes} codes, ${count?.synonyms} synonyms, ${count?.terms} terms (loaded in ${seconds} s); ${QUERIES} queries after ${WARM_UP} to warm up, pages of ${PAGE_SIZES.join(' and ')}\n`,
      );
      const latency = await measure(connection.db);
      const figures = await precision(connection.db);
      return { ...latency, figures };
    } finally {
      await connection.close();
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchHsFinder();
