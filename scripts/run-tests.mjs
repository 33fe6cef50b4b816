// `npm test`: the whole suite as phases, stopping at the first that fails, and always ending with a
// table of each phase's wall time, CPU time and outcome (docs/performance.md, "The test suite").
//
//   node scripts/run-tests.mjs                   every phase
//   node scripts/run-tests.mjs build journeys    only those phases (by the keys the table shows)
//
// One production build serves the journeys and the two instances: the build phase makes it (or
// finds it current), and scripts/start.mjs, which the Playwright runs start, finds it current too.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { restoreBuildCache, saveBuildCache } from './build-cache.mjs';
import { staleBuildReason } from './build-freshness.mjs';
import { clock } from './clock.mjs';

const root = process.cwd();
const bin = path.join(root, 'node_modules', '.bin');
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
const withPostgres = Boolean(process.env.TEST_DATABASE_URL?.trim());
const distDir = process.env.NEXT_DIST_DIR || '.next';

const ticksPerSecond =
  Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** CPU seconds (user + system) of this process's finished children and theirs; Linux only. */
function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // proc(5): cutime and cstime are fields 16 and 17; this list starts at field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

const children = new Set();

/**
 * Runs a shell command with node_modules/.bin on the PATH; resolves to its outcome. With `quiet`,
 * its output is printed in one piece when it ends, so commands that run side by side do not
 * interleave their lines.
 */
function run(command, { quiet = false, extraEnv = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      detached: true,
      env: { ...env, ...extraEnv },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    children.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      children.delete(child);
      if (quiet) process.stdout.write(`\n$ ${command}\n${Buffer.concat(output).toString()}`);
      resolve(code === 0 ? 'passed' : `failed (${signal ?? `exit code ${code}`})`);
    });
  });
}

/** Runs commands at once (the machine's cores share them); the first failure is the outcome. */
async function together(commands) {
  const outcomes = await Promise.all(commands.map((command) => run(command, { quiet: true })));
  return outcomes.find((outcome) => outcome !== 'passed') ?? 'passed';
}

/** Vitest's projects by name, `*` a wildcard and `!` a negation (vitest.config.ts names them). */
const vitest = (pattern) => `vitest run --project '${pattern}'`;

const PHASES = [
  {
    key: 'lint',
    title: 'lint and types',
    // Each command of `npm run lint`, and tsc, side by side: each is one process on one core.
    run: () => together([...scripts.lint.split(' && '), scripts.typecheck]),
  },
  {
    key: 'vitest',
    title: 'Vitest: unit, component, API on PGlite',
    run: () => run(vitest('!api-postgres*')),
  },
  {
    key: 'postgres',
    title: 'API suite on PostgreSQL',
    skip: withPostgres ? undefined : 'skipped (no TEST_DATABASE_URL)',
    run: () => run(vitest('api-postgres*')),
  },
  {
    key: 'build',
    title: 'production build',
    run: async () => {
      const stale = staleBuildReason(root, distDir);
      if (!stale) return 'passed (current)';
      console.log(`Building (${stale})…`);
      // Next's cache from an earlier clone on this machine (scripts/build-cache.mjs).
      const cache = restoreBuildCache({ root, distDir });
      // The types were checked in the first phase.
      const outcome = await run(scripts.build, { extraEnv: { SKIP_BUILD_TYPECHECK: '1' } });
      const after = outcome === 'passed' ? staleBuildReason(root, distDir) : undefined;
      saveBuildCache(cache, { buildSucceeded: outcome === 'passed' && !after });
      if (outcome !== 'passed') return outcome;
      return after ? `failed (${after})` : outcome;
    },
  },
  {
    key: 'journeys',
    title: 'journeys (Playwright, Chromium)',
    run: () => run(scripts['test:e2e'], { extraEnv: reuseBuild() }),
  },
  {
    key: 'instances',
    title: 'two instances (Playwright, HTTP)',
    run: () => run(scripts['test:instances'], { extraEnv: reuseBuild() }),
  },
];

/** Says so when the Playwright run's server would have to build again (a source changed). */
function reuseBuild() {
  const stale = staleBuildReason(root, distDir);
  if (stale) console.warn(`Warning: ${stale}; the Playwright run's server builds again.`);
  return {};
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((key) => !PHASES.some((phase) => phase.key === key));
if (unknown.length > 0) {
  console.error(
    `Unknown phase ${unknown.join(', ')}; the phases: ${PHASES.map((p) => p.key).join(', ')}.`,
  );
  process.exit(2);
}

const rows = [];
let failed = false;

function printTable() {
  const header = ['phase', 'wall', 'CPU', 'outcome'];
  const minutes = clock;
  const total = rows.reduce((sum, row) => sum + (row.wall ?? 0), 0);
  const cpuTotal = rows.every((row) => row.cpu === undefined)
    ? undefined
    : rows.reduce((sum, row) => sum + (row.cpu ?? 0), 0);
  const lines = [
    ...rows.map((row) => [row.title, minutes(row.wall), minutes(row.cpu), row.outcome]),
    ['total', minutes(total), minutes(cpuTotal), failed ? 'failed' : 'passed'],
  ];
  const widths = header.map((_, column) =>
    Math.max(header[column].length, ...lines.map((line) => line[column].length)),
  );
  const format = (line) =>
    `| ${line.map((cell, column) => (column === 1 || column === 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join(' | ')} |`;
  console.log(`\nnpm test, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  console.log(format(header));
  console.log(
    `|${widths.map((width, column) => (column === 1 || column === 2 ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`,
  );
  for (const line of lines) console.log(format(line));
}

function stopChildren(signal) {
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopChildren(signal);
    failed = true;
    const current = rows.find((row) => row.outcome === 'running');
    if (current) current.outcome = `stopped (${signal})`;
    printTable();
    process.exit(130);
  });
}

for (const phase of PHASES) {
  if (wanted.length > 0 && !wanted.includes(phase.key)) continue;
  const row = { title: `${phase.key}: ${phase.title}` };
  rows.push(row);
  if (failed) {
    row.outcome = 'not run';
    continue;
  }
  if (phase.skip) {
    row.outcome = phase.skip;
    continue;
  }
  console.log(`\n=== ${row.title} ===`);
  const started = performance.now();
  const cpuBefore = childCpuSeconds();
  row.outcome = 'running';
  row.outcome = await phase.run();
  row.wall = (performance.now() - started) / 1000;
  const cpuAfter = childCpuSeconds();
  row.cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  if (!row.outcome.startsWith('passed')) failed = true;
}

printTable();
process.exit(failed ? 1 : 0);
