// `npm run bench`: SSR throughput of the production build next to a static file of the same size,
// the first-load JavaScript of each page; for every page of the JavaScript budget table in both
// languages, Lighthouse (mobile preset, simulated throttling, median of LH_RUNS runs) side by side
// with a tap's answer on a throttled phone (bench-interactive.ts); the health check's latency under
// load, a login flood (bench-flood.ts), and one worker against several on PostgreSQL; first, the HS
// finder's latency over the whole nomenclature on PostgreSQL (bench-hs-finder.ts), the sanctions
// screening's (bench-screening.ts), then BACI's import and the "Where to sell" read
// (bench-trade-flows.ts). A measurement
// script, not a test. BENCH_ONLY=throughput runs the SSR throughput table alone (issue 56: the same
// rounds before and after a change to the server).
import { spawnSync, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { floodBench } from './bench-flood';
import {
  INTERACTIVE_CONDITIONS,
  interactivePages,
  launchBenchBrowser,
  measureInteractive,
  pageAddress,
  seconds,
} from './bench-interactive';
import {
  calibratedMultiplier,
  LIGHTHOUSE_RUNS,
  lighthouseMedian,
  median,
} from './bench-lighthouse';
import {
  CLIENT_TIMEOUT_SECONDS,
  CONNECTIONS,
  DURATION_SECONDS,
  healthUnderLoad,
  measure,
  startProcess,
  stop,
  waitFor,
} from './bench-load';
import { benchWorkers } from './bench-workers';
import { firstLoadJsOf } from './first-load-js.mjs';

const PORT = 3400;
const ONLY_THROUGHPUT = process.env.BENCH_ONLY === 'throughput';
if (process.env.BENCH_ONLY && !ONLY_THROUGHPUT) {
  throw new Error(`BENCH_ONLY: "throughput" or unset, not "${process.env.BENCH_ONLY}"`);
}
const benchPart = (script: string) =>
  ONLY_THROUGHPUT
    ? { status: 0 }
    : spawnSync('npx', ['tsx', '--conditions=react-server', script], { stdio: 'inherit' });
const STATIC_PORT = 3401;
const BASE = `http://127.0.0.1:${PORT}`;

// Issue 37: the HS finder's p50 and p95 on PostgreSQL. Its server modules need the react-server
// condition, which this script (it starts Next) does not run under.
const finder = benchPart('scripts/bench-hs-finder.ts');
if (finder.status !== 0) console.log('\nThe HS finder could not be measured (is PostgreSQL up?).');

// Issue 47: screening one name against 20,000 sanctions-list names on PostgreSQL (p50, p95), with
// the recall figures over the UN list.
const screening = benchPart('scripts/bench-screening.ts');
if (screening.status !== 0) {
  console.log('\nThe screening could not be measured (is PostgreSQL up?).');
}

// Issue 38: a 200 MB BACI year imported in bounded memory, and where to sell's p95 over a chapter.
const trade = benchPart('scripts/bench-trade-flows.ts');
if (trade.status !== 0) console.log('\nThe trade flows could not be measured (is PostgreSQL up?).');

const server = startProcess(process.execPath, ['scripts/start.mjs', '--fresh'], {
  PORT: String(PORT),
  DATA_DIR: 'data/bench',
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  // The login flood's addresses are its X-Forwarded-For (one proxy hop believed), and its
  // connections all come from here: no cap per address, as behind a proxy.
  TRUSTED_PROXIES: '1',
  MAX_CONNECTIONS_PER_ADDRESS: '0',
});
let staticServer: ChildProcess | undefined;
const guide = '/pages/120-export-guide';
const contact = '/pages/190-contact-us';
const login = '/auth/login';

/** Everything after the SSR throughput table, on the same server. */
async function restOfTheBench(detail: string, routes: string[]) {
  // Issue 11: the first-load JavaScript of each page (gzip; the budget test holds the limits).
  const jsPages = [...routes, guide, '/pages/130-market-information', contact, login];
  console.log('\nFirst-load JavaScript (scripts the HTML names, nomodule left out)\n');
  console.log('page                                          files   KB  gzip KB');
  for (const page of jsPages) {
    const html = await (
      await fetch(`${BASE}${encodeURI(page)}`, { headers: { 'accept-language': 'en' } })
    ).text();
    const js = firstLoadJsOf(html);
    console.log(
      `${page.slice(0, 44).padEnd(46)}${String(js.files).padStart(5)}${(js.bytes / 1024).toFixed(0).padStart(5)}${(js.gzipBytes / 1024).toFixed(1).padStart(9)}`,
    );
  }

  // Issue 36: Lighthouse (mobile preset) and a tap's answer on a throttled phone, page by page,
  // for every page of the JavaScript budget table in both languages, from the same build and run.
  const pages = interactivePages();
  console.log(
    `\nEvery page of the budget table: Lighthouse ${LIGHTHOUSE_RUNS} runs each, mobile preset (simulated slow 4G, 4x CPU), median; and a tap's answer: ${INTERACTIVE_CONDITIONS} (seconds)\n`,
  );
  console.log(
    'page                                              score  LCP ms  TBT ms    CLS |   FCP   LCP hydrated drawer',
  );
  const browser = await launchBenchBrowser();
  const indexes: number[] = [];
  const below: string[] = [];
  try {
    for (const page of pages) {
      // Each page at the address it answers at: a short address's redirect is the link's cost.
      const lh = await lighthouseMedian(await pageAddress(`${BASE}${page}`));
      const phone = await measureInteractive(browser, BASE, page);
      indexes.push(lh.benchmarkIndex);
      if (lh.score < 95 || phone.hydrated > 4000 || phone.hydrated === 0) below.push(page);
      console.log(
        `${page.slice(0, 48).padEnd(50)}${String(lh.score).padStart(5)}${lh.lcp.toFixed(0).padStart(8)}${lh.tbt.toFixed(0).padStart(8)}${lh.cls.toFixed(3).padStart(7)} |${seconds(phone.fcp).padStart(6)}${seconds(phone.lcp).padStart(6)}${seconds(phone.hydrated).padStart(9)}${seconds(phone.drawer).padStart(7)}`,
      );
    }
  } finally {
    await browser.close();
  }
  const benchmarkIndex = median(indexes);
  console.log(
    `\n${pages.length} pages; below Lighthouse 95 or hydrated after 4.0 s: ${below.length === 0 ? 'none' : below.join(', ')}`,
  );
  console.log(`This machine's Lighthouse benchmarkIndex (median): ${benchmarkIndex.toFixed(0)}`);
  const multiplier = calibratedMultiplier(benchmarkIndex);
  if (multiplier !== 4) {
    const lighthousePages = ['/', '/ar', '/news', detail, guide, contact, login];
    console.log(
      `\nLighthouse ${LIGHTHOUSE_RUNS} runs each, slow 4G, CPU ${multiplier}x (calibrated for benchmarkIndex ${benchmarkIndex.toFixed(0)}), median\n`,
    );
    console.log('page                                          score   LCP ms   TBT ms     CLS');
    for (const page of lighthousePages) {
      const row = await lighthouseMedian(`${BASE}${encodeURI(page)}`, multiplier);
      console.log(
        `${page.slice(0, 44).padEnd(46)}${String(row.score).padStart(5)}${row.lcp.toFixed(0).padStart(9)}${row.tbt.toFixed(0).padStart(9)}${row.cls.toFixed(3).padStart(8)}`,
      );
    }
  }

  // Issue 10: /api/health under 50 connections of a page rendered per request. The portal's server
  // answers /api/health itself; the same check with a query string goes through Next's request
  // handling and the API route, as every health check did before.
  // The search results render per request (the news list no longer does: it is cached).
  const uncached = `${BASE}/search/export`;
  console.log(`\n/api/health while ${CONNECTIONS} connections load /search/export\n`);
  console.log(
    'health check                          samples  p50 ms  p99 ms  statuses   page req/s',
  );
  for (const [label, healthPath] of [
    ['/api/health (portal server)', '/api/health'],
    ['/api/health?via=next (through Next)', '/api/health?via=next'],
  ] as const) {
    const row = await healthUnderLoad([uncached], `${BASE}${healthPath}`);
    console.log(
      `${label.padEnd(38)}${String(row.samples).padStart(7)}${String(row.p50).padStart(8)}${String(row.p99).padStart(8)}  ${row.statuses.padEnd(10)}${String(row.pageRps).padStart(10)}`,
    );
  }
  // Issue 36: a login flood on the one process of `npm start` on the embedded database.
  await floodBench(BASE, { seconds: DURATION_SECONDS });
}

try {
  await waitFor(`${BASE}/api/health`);
  const news = (await (await fetch(`${BASE}/api/news`)).json()) as {
    id: number;
    DESCRIPTION_ENG: string;
  }[];
  const first = news[0];
  const detail = first
    ? `/news/${first.id}-${first.DESCRIPTION_ENG.replace(/[^\p{L}\p{N}\s-]/gu, '').replace(/\s+/g, '-')}`
    : '/news';
  // Issue 56's rounds: /ar and a "where to sell" page, whose clients timed out.
  const routes = [
    '/',
    '/ar',
    '/news',
    '/news?page=2&sort=date-asc',
    detail,
    '/where-to-sell/150920',
  ];

  const rows = [];
  for (const route of routes) {
    const response = await fetch(`${BASE}${encodeURI(route)}`, {
      headers: { 'accept-language': 'en' },
    });
    const html = await response.text();
    const cached = await measure(`${BASE}${encodeURI(route)}`);
    rows.push({
      route,
      status: response.status,
      htmlKb: (Buffer.byteLength(html) / 1024).toFixed(0),
      ...cached,
    });
  }

  const homeHtml = await (await fetch(`${BASE}/`, { headers: { 'accept-language': 'en' } })).text();
  const staticFile = path.join(tmpdir(), 'bench-static.html');
  await writeFile(staticFile, homeHtml);
  staticServer = startProcess(
    process.execPath,
    [
      '-e',
      `const fs=require('fs');const b=fs.readFileSync(${JSON.stringify(staticFile)});require('http').createServer((q,s)=>{s.writeHead(200,{'content-type':'text/html'});s.end(b)}).listen(${STATIC_PORT})`,
    ],
    {},
  );
  await waitFor(`http://127.0.0.1:${STATIC_PORT}/`);
  const baseline = await measure(`http://127.0.0.1:${STATIC_PORT}/`);

  console.log(
    `\nSSR throughput, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each (cache warm after the first request)\n`,
  );
  console.log(
    `route                           status  html KB   req/s   p50 ms   p99 ms   max ms  timeouts (${CLIENT_TIMEOUT_SECONDS} s)  errors`,
  );
  const line = (route: string, status: number, htmlKb: string, row: typeof baseline) =>
    console.log(
      `${route.slice(0, 30).padEnd(32)}${String(status).padEnd(8)}${htmlKb.padStart(7)}${String(row.rps).padStart(8)}${String(row.p50).padStart(9)}${String(row.p99).padStart(9)}${String(row.max).padStart(9)}${String(row.timeouts).padStart(16)}${String(row.errors).padStart(8)}`,
    );
  for (const row of rows) line(row.route, row.status, row.htmlKb, row);
  line('static file (same size as /)', 200, (homeHtml.length / 1024).toFixed(0), baseline);
  if (!ONLY_THROUGHPUT) await restOfTheBench(detail, routes);
} finally {
  if (staticServer) await stop(staticServer);
  await stop(server);
}

// Issue 30: on PostgreSQL, one worker against one per core.
if (!ONLY_THROUGHPUT) await benchWorkers();
