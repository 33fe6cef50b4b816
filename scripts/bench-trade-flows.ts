// `npm run bench:trade-flows` (and a section of `npm run bench`), issues 38 and 46: BACI's import in
// bounded memory and the "Where to sell" read over a full year. On a throwaway PostgreSQL
// database it writes a yearly file in BACI's format of BENCH_TRADE_MB megabytes (200 by default:
// every subheading of the nomenclature, random flows between BACI's countries); times what
// PostgreSQL does alone with it (psql's \copy and the import's own INSERT … SELECT … GROUP BY,
// bench-trade-reference.ts); imports it with `npm run data:import-trade` in its own process and
// prints that process's peak resident memory, the time taken and its ratio to PostgreSQL's; then
// it reads where to sell the chapter, headings and subheadings of one
// chapter (15) as the page does on a cold cache, and prints p50 and p95. A measurement script,
// not a test: nothing is asserted.
//
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the server, postgres@127.0.0.1 by default.
import { spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { like } from 'drizzle-orm';

import { readWhereToSell } from '../features/trade-flows/server/read-where-to-sell';
import { connect, migrate } from '../lib/db/connect';
import { hsCodes } from '../lib/db/schema';
import { seedDatabase } from '../lib/db/seed';
import { parseBaciCountries } from '../lib/trade-flows/baci-countries';

import { percentile, random, withThrowawayDatabase } from './bench-database';
import { referenceSeconds } from './bench-trade-reference';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const MEGABYTES = Number(process.env.BENCH_TRADE_MB ?? 200);
const YEAR = 2024;
const FILE = `BACI_HS22_Y${YEAR}_V202601.csv`;
const EXTRACT = 'data/trade-flows/extract';
const COUNTRY_LIST = 'country_codes_V202501.csv';
const CHAPTER = '15';
const READS = 200;

/** A year of flows in BACI's format, `megabytes` long, written with the stream's back-pressure. */
async function writeYear(file: string, products: string[], countries: number[]) {
  const next = random(38);
  const out = createWriteStream(file);
  const target = MEGABYTES * 2 ** 20;
  let written = 0;
  let lines = 0;
  const write = (text: string) =>
    new Promise<void>((resolve) => (out.write(text) ? resolve() : out.once('drain', resolve)));
  await write('t,i,j,k,v,q\n');
  while (written < target) {
    const chunk: string[] = [];
    for (let n = 0; n < 5000; n += 1) {
      const product = products[Math.floor(next() * products.length)]!;
      const exporter = countries[Math.floor(next() * countries.length)]!;
      const importer = countries[Math.floor(next() * countries.length)]!;
      const value = (next() * 5000).toFixed(3);
      const quantity = next() < 0.05 ? 'NA' : (next() * 900).toFixed(3);
      chunk.push(
        `${YEAR},${String(exporter).padStart(5)},${String(importer).padStart(5)},${product.padStart(8)},${value.padStart(14)},${quantity.padStart(14)}`,
      );
    }
    const text = `${chunk.join('\n')}\n`;
    written += Buffer.byteLength(text);
    lines += chunk.length;
    await write(text);
  }
  await new Promise<void>((resolve) => out.end(resolve));
  return lines;
}

export async function benchTradeFlows() {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || DEFAULT_URL;
  const folder = await mkdtemp(path.join(tmpdir(), 'baci-bench-'));
  try {
    return await withThrowawayDatabase(serverUrl, undefined, async (url) => {
      const connection = await connect({ databaseUrl: url, pgliteDir: '' });
      try {
        await migrate(connection);
        await seedDatabase(connection.db);
        const products = (
          await connection.db
            .select({ code: hsCodes.code })
            .from(hsCodes)
            .where(like(hsCodes.code, '______'))
        ).map((row) => row.code);
        await copyFile(path.join(EXTRACT, COUNTRY_LIST), path.join(folder, COUNTRY_LIST));
        const countries = parseBaciCountries(
          await readFile(path.join(folder, COUNTRY_LIST), 'utf8'),
          COUNTRY_LIST,
        ).map((country) => country.code);
        const file = path.join(folder, FILE);
        const lines = await writeYear(file, products, countries);
        const bytes = (await stat(file)).size;
        console.log(
          `\nTrade flows (issue 38) on PostgreSQL: a generated year of ${lines.toLocaleString('en')} flows, ${Math.round(bytes / 2 ** 20)} MB, ${products.length.toLocaleString('en')} products\n`,
        );
        const reference = referenceSeconds(url, file, YEAR);
        const started = performance.now();
        const run = spawnSync('npm', ['run', '--silent', 'data:import-trade', '--', file], {
          env: { ...process.env, DATABASE_URL: url },
          encoding: 'utf8',
        });
        const seconds = (performance.now() - started) / 1000;
        process.stdout.write(run.stdout);
        if (run.status !== 0) throw new Error(`the import failed: ${run.stderr.slice(-2000)}`);
        const perSecond = (time: number) => Math.round(lines / time).toLocaleString('en');
        const peak = /(\d+) MB at most/.exec(run.stdout)?.[1] ?? '?';
        console.log(
          [
            `Import (npm run data:import-trade): ${seconds.toFixed(1)} s, ${perSecond(seconds)} flows a second, peak resident memory ${peak} MB`,
            `PostgreSQL alone (psql \\copy + INSERT … SELECT … GROUP BY): ${reference.toFixed(1)} s, ${perSecond(reference)} flows a second`,
            `Ratio: ${(seconds / reference).toFixed(2)}× (issue 46's target: at most 1.5×)\n`,
          ].join('\n'),
        );

        const codes = [
          CHAPTER,
          ...products
            .filter((code) => code.startsWith(CHAPTER))
            .flatMap((code) => [code.slice(0, 4), code]),
        ];
        const unique = [...new Set(codes)];
        const times: number[] = [];
        const pick = random(15);
        for (let n = 0; n < READS + 20; n += 1) {
          const code = unique[Math.floor(pick() * unique.length)]!;
          const begun = performance.now();
          await readWhereToSell(connection.db, code);
          if (n >= 20) times.push(performance.now() - begun);
        }
        times.sort((a, b) => a - b);
        const ms = (value: number) => value.toFixed(1);
        console.log(
          `Where to sell, chapter ${CHAPTER} (its ${unique.length} codes, the read of a cold page): p50 ${ms(percentile(times, 50))} ms, p95 ${ms(percentile(times, 95))} ms over ${READS} reads\n`,
        );
        return { p95: percentile(times, 95) };
      } finally {
        await connection.close();
      }
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchTradeFlows();
