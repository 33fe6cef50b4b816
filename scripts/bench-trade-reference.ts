// The reference `npm run bench:trade-flows` sets beside the import (issue 46): what PostgreSQL
// does on its own with the same year. psql's `\copy` reads the file into a staging table typed as
// closely as the file allows (the quantity stays text for its NA), then the import's own
// statements sum it into tables of the same shape as the portal's (same keys, indexes and checks),
// with the import's session settings, in one transaction. Only this part is timed; the tables are
// made before and dropped after.
import { spawnSync } from 'node:child_process';

import { STAGING_TABLE, SUM_SETTINGS, sumFlowsSql } from '../lib/trade-flows/store-trade-year';

const SCHEMA = 'bench_reference';
const JORDAN = 400;

function psql(url: string, script: string) {
  const run = spawnSync('psql', [url, '-X', '-q', '-v', 'ON_ERROR_STOP=1'], {
    input: script,
    encoding: 'utf8',
  });
  if (run.error || run.status !== 0) {
    throw new Error(`psql failed: ${run.error?.message ?? run.stderr.slice(-2000)}`);
  }
}

/** The seconds psql takes to \copy `file` and sum it as the import does. */
export function referenceSeconds(url: string, file: string, year: number): number {
  psql(
    url,
    `create schema ${SCHEMA};
    create table ${SCHEMA}.trade_imports (like public.trade_imports including all);
    create table ${SCHEMA}.trade_jordan_exports (like public.trade_jordan_exports including all);`,
  );
  // The staged file read as the import's staging table (the same columns, NA made null).
  const staged = `(select i as exporter, j as importer, k as product, v as value,
    nullif(trim(q), 'NA')::double precision as quantity from ${STAGING_TABLE}_file) as flows`;
  const sums = { staging: staged, year };
  const script = [
    'begin;',
    ...SUM_SETTINGS.map((setting) => `${setting};`),
    `create temp table ${STAGING_TABLE}_file (t smallint, i smallint, j smallint, k integer,
      v double precision, q text) on commit drop;`,
    `\\copy ${STAGING_TABLE}_file from '${file.replaceAll("'", "''")}' with (format csv, header true)`,
    `${sumFlowsSql({ ...sums, target: `${SCHEMA}.trade_imports`, country: 'importer' })};`,
    `${sumFlowsSql({ ...sums, target: `${SCHEMA}.trade_jordan_exports`, country: 'partner', exporter: JORDAN })};`,
    'commit;',
  ].join('\n');
  try {
    const started = performance.now();
    psql(url, script);
    return (performance.now() - started) / 1000;
  } finally {
    psql(url, `drop schema ${SCHEMA} cascade;`);
  }
}
