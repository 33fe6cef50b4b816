// `npm run bench:screening` (and a section of `npm run bench`), issue 47: screening one name against
// the sanctions lists on a throwaway PostgreSQL database, as GET /api/screening screens it
// (screenName: the prefilter keys' GIN index, each record's names scored, ranked).
//
//   1. The shipped UN list (1,003 records, 4,307 names) imported through the importer; the recall
//      figures of the issue's "Done when" measured on it:
//        - the Arabic original name of each of the 366 records that have one finds that record in
//          the first three answers;
//        - Latin spelling variants of the 730 individuals' names (tests/unit/names/latin-variants.ts:
//          Mohammed/Muhammad, Abdul/Abd al-, al-/el-/none, hyphens, case) find their record in the
//          first three;
//        - the 600 invented ordinary Jordanian names and companies, both scripts
//          (tests/unit/names/jordanian-names.ts), find nothing at the default minimum (85).
//   2. Synthetic records in OFAC's CSV format (sdn.csv, alt.csv, add.csv written to a temporary
//      folder and imported by the OFAC importer) until the lists hold 20,000 names in all. Each is
//      made from the UN list's own Latin words, recombined by a seeded random sequence: an
//      individual is a given name, a father's name and a family name drawn from the UN
//      individuals' first, middle and last words, written as OFAC writes it ("FAMILY, Given
//      Father"), with one to three aliases (the name in natural order, and latin-variants.ts's
//      respellings of it); an entity (one in five) is two words of the UN entities' names and a
//      generic tail (TRADING COMPANY, GENERAL TRADING L.L.C.…) with one alias. They carry a date of
//      birth, a nationality and an address country, like OFAC's. Names of the list's own words make
//      the prefilter's and the scoring's work at 20,000 names as the real lists would.
//   3. The same query sets screened again at 20,000 names: p50, p95, p99 and max latency per set and
//      in all (target: p95 ≤ 50 ms), and the recall figures at that size.
//   Issue 56's measuring sets (bench-screening-eval.ts) go with the query sets in both rounds: the
//   regional company names (no strong match) and the press spellings of the UN list's names (their
//   record in the first three), each half apart, with the strong and the possible band.
//
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the server, postgres@127.0.0.1 by default;
// BENCH_SCREENING_NAMES the names in all (20,000); BENCH_SCREENING_KEEP=<name> keeps the database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { sql } from 'drizzle-orm';

import { type ScreeningMatch, screenName } from '../features/screening/server/screen-name';
import { connect, migrate } from '../lib/db/connect';
import type { Db } from '../lib/db/types';
import { importSanctionsList } from '../lib/sanctions/import-list';
import { parseOfacCsv } from '../lib/sanctions/ofac-csv';
import type { ParsedSanctionsList } from '../lib/sanctions/sanctions-record';
import { SHIPPED_UN_LIST } from '../lib/sanctions/shipped-list';
import { parseUnXml } from '../lib/sanctions/un-xml';
import { ORDINARY_COMPANIES, ORDINARY_PEOPLE } from '../tests/unit/names/jordanian-names';
import { latinVariants } from '../tests/unit/names/latin-variants';

import { percentile, withThrowawayDatabase } from './bench-database';
import { EVAL_LABELS, EVAL_SETS, evalQueries, passes, reportEval } from './bench-screening-eval';
import { writeSyntheticOfac } from './bench-screening-synthetic';

const TARGET_NAMES = Number(process.env.BENCH_SCREENING_NAMES ?? 20_000);
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const WARM_UP = 40;

const ms = (value: number) => value.toFixed(1).padStart(8);
const percent = (part: number, whole: number) =>
  `${part.toLocaleString('en')}/${whole.toLocaleString('en')} = ${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;

type Query = { set: string; name: string; expect: string | null; minScore?: number };

/** The recall query sets: Arabic names, Latin variants (each with its record), ordinary names. */
function querySets(un: ParsedSanctionsList): Query[] {
  const arabic = un.records
    .filter((record) => record.originalScript && /[\u0600-\u06ff]/.test(record.originalScript))
    .map((record) => ({ set: 'arabic', name: record.originalScript!, expect: record.reference }));
  const variants = un.records
    .filter((record) => record.kind === 'individual')
    .flatMap((record) =>
      latinVariants(record.primaryName).map((name) => ({
        set: 'latin-variant',
        name,
        expect: record.reference,
      })),
    );
  const ordinary = [...ORDINARY_PEOPLE, ...ORDINARY_COMPANIES].flatMap((name) => [
    { set: 'ordinary-latin', name: name.latin, expect: null },
    { set: 'ordinary-arabic', name: name.arabic, expect: null },
  ]);
  return [...arabic, ...variants, ...ordinary, ...evalQueries()];
}

type Timed = Query & { ms: number; passed: boolean; matches: ScreeningMatch[] };

async function screenAll(db: Db, queries: readonly Query[]): Promise<Timed[]> {
  // The first queries warm the connection, the plan cache and the JIT; they are not timed.
  for (const query of queries.slice(0, WARM_UP)) await screenName(db, { name: query.name });
  const timed: Timed[] = [];
  for (const query of queries) {
    const started = performance.now();
    const { matches } = await screenName(db, { name: query.name, minScore: query.minScore });
    const elapsed = performance.now() - started;
    const passed = passes(query.expect, matches);
    timed.push({ ...query, ms: elapsed, passed, matches: query.minScore ? matches : [] });
  }
  return timed;
}

const SET_LABELS: Record<string, string> = {
  arabic: 'Arabic name finds its record in the first three',
  'latin-variant': 'Latin spelling variant finds its record in the first three',
  'ordinary-latin': 'ordinary name (Latin) finds nothing ≥ 85',
  'ordinary-arabic': 'ordinary name (Arabic) finds nothing ≥ 85',
  ...EVAL_LABELS,
};

function report(label: string, timed: readonly Timed[]) {
  console.log(`\n${label}\n`);
  console.log(`${'set'.padEnd(18)}queries   p50 ms   p95 ms   p99 ms   max ms  recall`);
  const sets = [...new Set(timed.map((row) => row.set)), 'all'];
  const figures: Record<string, { p50: number; p95: number; passed: number; total: number }> = {};
  for (const set of sets) {
    const rows = set === 'all' ? timed : timed.filter((row) => row.set === set);
    const times = rows.map((row) => row.ms).sort((a, b) => a - b);
    const passed = rows.filter((row) => row.passed).length;
    figures[set] = {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      passed,
      total: rows.length,
    };
    console.log(
      `${set.padEnd(18)}${String(rows.length).padStart(7)} ${ms(percentile(times, 50))} ${ms(percentile(times, 95))} ${ms(percentile(times, 99))} ${ms(times.at(-1) ?? 0)}  ${set === 'all' ? '' : percent(passed, rows.length)}`,
    );
  }
  console.log('');
  for (const [set, text] of Object.entries(SET_LABELS)) {
    const figure = figures[set];
    if (figure) console.log(`${text.padEnd(62)} ${percent(figure.passed, figure.total)}`);
  }
  const isEval = (row: Timed) => (EVAL_SETS as readonly string[]).includes(row.set);
  const misses = timed.filter((row) => !row.passed && !isEval(row)).slice(0, 8);
  if (misses.length > 0) {
    console.log(`\nSome misses: ${misses.map((row) => `${row.name} (${row.set})`).join('; ')}`);
  }
  return { sets: figures, issue56: reportEval(timed.filter(isEval)) };
}

/** The screening's figures on a fresh PostgreSQL database holding 20,000 list names. */
export async function benchScreening() {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || DEFAULT_URL;
  return withThrowawayDatabase(serverUrl, process.env.BENCH_SCREENING_KEEP, async (url) => {
    const connection = await connect({ databaseUrl: url, pgliteDir: '' });
    const folder = await mkdtemp(path.join(tmpdir(), 'bench-screening-'));
    try {
      const db = connection.db;
      await migrate(connection);
      let started = performance.now();
      const un = await parseUnXml(SHIPPED_UN_LIST);
      const imported = await importSanctionsList(db, un);
      await db.execute(sql`vacuum analyze sanctions_records, sanctions_names`);
      const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `\nSanctions screening (issue 47) on PostgreSQL: the UN list of ${un.listDate}, ${imported.records.toLocaleString('en')} records and ${imported.names.toLocaleString('en')} names, imported in ${seconds()} s`,
      );
      const queries = querySets(un);
      const onUn = report(
        `The UN list alone (${imported.names.toLocaleString('en')} names): the issue's recall figures`,
        await screenAll(db, queries),
      );

      started = performance.now();
      const synthetic = await writeSyntheticOfac(un, TARGET_NAMES - imported.names, folder);
      const ofac = await importSanctionsList(
        db,
        await parseOfacCsv(folder, { listDate: un.listDate }),
      );
      await db.execute(sql`vacuum analyze sanctions_records, sanctions_names`);
      console.log(
        `\n${synthetic.toLocaleString('en')} synthetic records in OFAC's CSV format (${ofac.names.toLocaleString('en')} names) written and imported in ${seconds()} s: ${(imported.names + ofac.names).toLocaleString('en')} names in all`,
      );
      const atSize = report(
        `Both lists (${(imported.names + ofac.names).toLocaleString('en')} names): latency (target p95 ≤ 50 ms) and recall`,
        await screenAll(db, queries),
      );
      return { onUn, atSize };
    } finally {
      await rm(folder, { recursive: true, force: true });
      await connection.close();
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchScreening();
