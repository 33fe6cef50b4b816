// `npm run bench:instances` (issue 36): two instances of the built portal (each a primary and
// INSTANCES_WORKERS workers, on a throwaway PostgreSQL database and the machine's Redis) behind
// HAProxy configured by deploy/haproxy.cfg (instances/harness.ts), and CONNECTIONS connections of
// mixed traffic through it: public pages in both languages, search, bad logins from many addresses,
// a member's reads and enquiries. Three phases of INSTANCES_SECONDS each:
//   1. both instances live: how many answers the proxy made itself (503), and the latencies;
//   2. one instance ended with SIGKILL a third of the way in: what failed, against the requests in
//      flight at that moment, and whether the other stayed in the proxy's rotation throughout;
//   3. a login flood on the survivor: /news p95 before and during it (target ≤ 2×);
//   4. a cold start under the load, once per count in INSTANCES_COLD_WORKERS (default 1,2: one and
//      two processes per instance; bench-cold-start.ts): proxy 503s before an instance is UP, and
//      in the live part, from then on until INSTANCES_SECONDS after both are UP (target 0).
// INSTANCES_ONLY=cold runs phase 4 alone, INSTANCES_ONLY=flood phase 3 (on instance B), =flood,cold
// both. A measurement, not a test: it prints the figures and
// asserts nothing. Bounded: about 3 × INSTANCES_SECONDS, plus for each cold start the instances'
// start and INSTANCES_SECONDS, plus the first start (and a build when the sources changed).
import os from 'node:os';

import argon2 from 'argon2';
import pg from 'pg';

import { instanceUrl, proxyUrl, startCluster, statsUrl, type Cluster } from '../instances/harness';

import { coldStartPhase } from './bench-cold-start';
import { floodBench } from './bench-flood';
import { mixedLoad, randomAddress, summary, type Request } from './bench-mixed-load';

const CONNECTIONS = Number(process.env.INSTANCES_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.INSTANCES_SECONDS ?? 60);
const WORKERS = Number(process.env.INSTANCES_WORKERS ?? 2);
const COLD_WORKERS = (process.env.INSTANCES_COLD_WORKERS ?? '1,2')
  .split(',')
  .filter((value) => value.trim() !== '')
  .map(Number);
const ONLY = new Set((process.env.INSTANCES_ONLY ?? '').split(',').filter(Boolean));
const MEMBER = { email: 'bench-member@jordanexports.jo', password: 'Bench-Member-2026' };
const CSRF = { 'x-requested-with': 'XMLHttpRequest' };

const PAGES = [
  '/',
  '/ar',
  '/news',
  '/ar/news',
  '/pages/120-export-guide',
  `/ar/pages/120-${encodeURIComponent('دليل-التصدير')}`,
  '/fta-map',
  '/ar/fta-map',
  '/international-events',
  '/ar/credentials',
  '/pool-of-experts',
  '/ar/local-events',
];
const SEARCHES = ['/search/export', `/ar/search/${encodeURIComponent('تصدير')}`, '/search/olive'];

/** A member with a verified address, stored directly, and a session of theirs. */
async function memberToken(databaseUrl: string): Promise<string> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(
    `insert into users (name, last_name, email, phone, password_hash, email_verified_at)
     values ('Bench', 'Member', $1, '0791234567', $2, now()) on conflict do nothing`,
    [MEMBER.email, await argon2.hash(MEMBER.password, { type: argon2.argon2id })],
  );
  await db.end();
  const login = await fetch(`${instanceUrl('a')}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CSRF },
    body: JSON.stringify(MEMBER),
  });
  if (!login.ok) throw new Error(`bench member login: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { token: string }).token;
}

function trafficMix(token: string): Request[] {
  const member = () => ({ authorization: `Bearer ${token}`, ...CSRF });
  const badLogin: Request = {
    kind: 'bad login',
    method: 'POST',
    path: '/api/login',
    headers: () => ({ 'x-forwarded-for': randomAddress(), ...CSRF }),
    body: () =>
      JSON.stringify({
        email: `nobody-${Math.random().toString(36).slice(2)}@example.jo`,
        password: 'Wrong-Password-2026',
      }),
  };
  return [
    ...PAGES.map((path): Request => ({ kind: 'page', method: 'GET', path })),
    ...SEARCHES.map((path): Request => ({ kind: 'search', method: 'GET', path })),
    badLogin,
    badLogin,
    { kind: 'member read', method: 'GET', path: '/api/user', headers: member },
    {
      kind: 'enquiry',
      method: 'POST',
      path: '/api/all-enquiries',
      headers: member,
      body: () =>
        JSON.stringify({
          submitData: {
            enq_type: 7,
            name: 'Bench Member',
            phone: '0791234567',
            subject: 'Export financing',
            description: 'We would like to export olive oil to Germany.',
            agreements: true,
          },
          recaptchaToken: '',
        }),
    },
  ];
}

type ServerState = { name: string; status: string };

/** The proxy's view of its two instances (its statistics page, CSV). */
async function proxyServers(): Promise<ServerState[]> {
  const text = await (await fetch(statsUrl)).text();
  const [header = '', ...rows] = text.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const at = (name: string) => columns.indexOf(name);
  return rows
    .map((row) => row.split(','))
    .filter((cells) => cells[at('pxname')] === 'portal' && cells[at('svname')] !== 'BACKEND')
    .map((cells) => ({ name: cells[at('svname')] ?? '', status: cells[at('status')] ?? '' }));
}

/** Polls the proxy's view every 250 ms until `until` resolves: every state seen, with its time. */
async function watchProxy(until: Promise<unknown>, start: number) {
  const seen: { at: number; servers: ServerState[] }[] = [];
  let over = false;
  void until.finally(() => (over = true));
  while (!over) {
    seen.push({ at: performance.now() - start, servers: await proxyServers().catch(() => []) });
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return seen;
}

const row = (label: string, values: ReturnType<typeof summary>) =>
  `${label.padEnd(34)}${String(values.requests).padStart(9)}${String(values.proxy503).padStart(11)}${String(values.failed).padStart(8)}${String(values.p50).padStart(8)}${String(values.p95).padStart(8)}${String(values.p99).padStart(8)}  ${values.statuses}`;

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Phases 1–3: both live, one killed, a login flood on the survivor. */
async function livePhases(cluster: Cluster, mix: Request[]) {
  const durationMs = SECONDS * 1000;

  const bothStart = performance.now();
  const both = mixedLoad({ base: proxyUrl, connections: CONNECTIONS, durationMs, mix });
  const bothProxy = await watchProxy(both.done, bothStart);
  const bothAnswers = await both.done;
  console.log(row('1. both instances live', summary(bothAnswers)));
  for (const kind of ['page', 'search', 'bad login', 'member read', 'enquiry']) {
    console.log(row(`   ${kind}`, summary(bothAnswers.filter((a) => a.kind === kind))));
  }
  const bothDown = bothProxy.filter(({ servers }) => servers.some((s) => s.status !== 'UP'));
  console.log(
    `   the proxy saw both instances UP in ${bothProxy.length - bothDown.length} of ${bothProxy.length} looks`,
  );

  const killStart = performance.now();
  const kill = mixedLoad({ base: proxyUrl, connections: CONNECTIONS, durationMs, mix });
  const killedAt = durationMs / 3;
  let inFlightAtKill = 0;
  const killing = new Promise<void>((resolve) =>
    setTimeout(() => {
      inFlightAtKill = kill.inFlight();
      void cluster.kill('a').then(resolve);
    }, killedAt),
  );
  const killProxy = await watchProxy(kill.done, killStart);
  const killAnswers = await kill.done;
  await killing;
  console.log(row('2. instance A killed (SIGKILL)', summary(killAnswers)));
  console.log(row('   before the kill', summary(killAnswers.filter((a) => a.at < killedAt))));
  console.log(row('   after the kill', summary(killAnswers.filter((a) => a.at >= killedAt))));
  const failedAround = killAnswers.filter(
    (a) => (a.status === 0 || a.status >= 500) && a.at < killedAt && a.at + a.ms >= killedAt,
  ).length;
  const survivorOut = killProxy.filter(({ servers }) =>
    servers.some((s) => s.name === 'b' && s.status !== 'UP'),
  );
  const victimDown = killProxy.find(({ at, servers }) =>
    servers.some((s) => s.name === 'a' && at > killedAt && s.status.startsWith('DOWN')),
  );
  console.log(
    `   in flight through the proxy at the kill: ${inFlightAtKill} (on both instances); failed of those: ${failedAround}`,
  );
  console.log(
    `   instance B out of the proxy's rotation in ${survivorOut.length} of ${killProxy.length} looks; A marked DOWN ${victimDown ? `${((victimDown.at - killedAt) / 1000).toFixed(1)} s after the kill` : 'never'}`,
  );

  await flood();
}

const flood = () =>
  floodBench(instanceUrl('b'), {
    seconds: Math.max(10, Math.round(SECONDS / 2)),
    // Straight to the instance, which believes two hops: the address is the flood's own.
    forwardedFor: (address) => `${address}, 127.0.0.1`,
  });

console.log(
  `bench:instances: 2 instances × ${WORKERS} workers behind HAProxy (deploy/haproxy.cfg), ${CONNECTIONS} connections, ${SECONDS} s a phase; load average at start ${loadAverage()} (${os.availableParallelism()} cores)`,
);
const cluster = await startCluster({ workers: WORKERS, trustedProxies: '2', stats: true });
try {
  const token = await memberToken(cluster.databaseUrl);
  const mix = trafficMix(token);
  // Every page rendered once, so the phases measure the site as it runs, not its first visits.
  for (const path of [...PAGES, ...SEARCHES]) await fetch(`${proxyUrl}${path}`);

  console.log(
    '\nphase                               requests  proxy 503  failed  p50 ms  p95 ms  p99 ms  statuses',
  );
  if (ONLY.size === 0) await livePhases(cluster, mix);
  else if (ONLY.has('flood')) await flood();
  for (const workers of ONLY.size === 0 || ONLY.has('cold') ? COLD_WORKERS : []) {
    await coldStartPhase({
      cluster,
      workers,
      connections: CONNECTIONS,
      liveSeconds: SECONDS,
      proxyUrl,
      mix,
      servers: proxyServers,
      row,
    });
    console.log(`   load average ${loadAverage()}`);
  }
  console.log(`\nload average at the end ${loadAverage()}`);
} finally {
  await cluster.close();
}
