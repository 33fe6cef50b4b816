// `npm run bench`: SSR throughput of the production build next to a static file of the same size,
// the first-load JavaScript of each route, and the health check's latency under load. A
// measurement script, not a test.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import autocannon from 'autocannon';

const PORT = 3400;
const STATIC_PORT = 3401;
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function startProcess(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

function stop(child: ChildProcess) {
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
}

async function waitFor(url: string, timeoutMs = 480_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function measure(url: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { 'accept-language': 'en' },
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * GET `healthPath` once every 100 ms while 50 connections load `pageUrl` (a page that renders per
 * request): the health check's latency under load (issue 10).
 */
async function healthUnderLoad(pageUrl: string, healthPath: string) {
  const load = autocannon({ url: pageUrl, connections: CONNECTIONS, duration: DURATION_SECONDS });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const until = Date.now() + (DURATION_SECONDS - 1) * 1000;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  while (Date.now() < until) {
    const started = performance.now();
    const response = await fetch(`${BASE}${healthPath}`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pages = await load;
  latencies.sort((a, b) => a - b);
  return {
    samples: latencies.length,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    statuses: [...statuses].map(([status, count]) => `${status}×${count}`).join(' '),
    pageRps: Math.round(pages.requests.average),
  };
}

function firstLoadJs(html: string) {
  const scripts = [...html.matchAll(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  let raw = 0;
  let gzip = 0;
  for (const src of new Set(scripts)) {
    const file = readFileSync(path.join('.next', src.replace('/_next/', '')));
    raw += file.length;
    gzip += gzipSync(file).length;
  }
  return {
    files: new Set(scripts).size,
    kb: (raw / 1024).toFixed(0),
    gzipKb: (gzip / 1024).toFixed(0),
  };
}

const server = startProcess(process.execPath, ['scripts/start.mjs', '--fresh'], {
  PORT: String(PORT),
  DATA_DIR: 'data/bench',
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
});
let staticServer: ChildProcess | undefined;
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
  const routes = ['/', '/ar', '/news', detail];

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
      htmlKb: (html.length / 1024).toFixed(0),
      ...cached,
      js: firstLoadJs(html),
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
    'route                           status  html KB   req/s   p50 ms   p99 ms  errors  first-load JS (files, KB, gzip KB)',
  );
  for (const row of rows) {
    console.log(
      `${row.route.slice(0, 30).padEnd(32)}${String(row.status).padEnd(8)}${row.htmlKb.padStart(7)}${String(row.rps).padStart(8)}${String(row.p50).padStart(9)}${String(row.p99).padStart(9)}${String(row.errors).padStart(8)}  ${row.js.files}, ${row.js.kb}, ${row.js.gzipKb}`,
    );
  }
  console.log(
    `${'static file (same size as /)'.padEnd(32)}${'200'.padEnd(8)}${(homeHtml.length / 1024).toFixed(0).padStart(7)}${String(baseline.rps).padStart(8)}${String(baseline.p50).padStart(9)}${String(baseline.p99).padStart(9)}${String(baseline.errors).padStart(8)}`,
  );

  // Issue 10: /api/health under 50 connections of a page rendered per request. The portal's server
  // answers /api/health itself; the same check with a query string goes through Next's request
  // handling and the API route, as every health check did before.
  const uncached = `${BASE}/news?page=2&sort=date-asc`;
  console.log(`\n/api/health while ${CONNECTIONS} connections load /news?page=2&sort=date-asc\n`);
  console.log(
    'health check                          samples  p50 ms  p99 ms  statuses   page req/s',
  );
  for (const [label, healthPath] of [
    ['/api/health (portal server)', '/api/health'],
    ['/api/health?via=next (through Next)', '/api/health?via=next'],
  ] as const) {
    const row = await healthUnderLoad(uncached, healthPath);
    console.log(
      `${label.padEnd(38)}${String(row.samples).padStart(7)}${String(row.p50).padStart(8)}${String(row.p99).padStart(8)}  ${row.statuses.padEnd(10)}${String(row.pageRps).padStart(10)}`,
    );
  }
} finally {
  if (staticServer) stop(staticServer);
  stop(server);
}
