// What the benchmarks share: starting the portal, waiting for it, loading a page with autocannon,
// and the health check's latency under load.
import { spawn, type ChildProcess } from 'node:child_process';

import autocannon from 'autocannon';

export const CONNECTIONS = 50;
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
): ChildProcess {
  return spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

/** Stops a process started by startProcess with its children, and waits for it to exit. */
export async function stop(child: ChildProcess) {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

export async function waitFor(url: string, timeoutMs = 480_000) {
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

/** A client gives up on an answer after this many seconds (issue 56's rounds: 10 s). */
export const CLIENT_TIMEOUT_SECONDS = 10;

export async function measure(url: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    timeout: CLIENT_TIMEOUT_SECONDS,
    headers: { 'accept-language': 'en' },
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    timeouts: result.timeouts,
    errors: result.errors + result.non2xx - result.timeouts,
  };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * GET `healthUrl` once every 100 ms (from a process of its own) while 50 connections load `pageUrls` (in turn): the health
 * check's latency under load (issues 10 and 30).
 */
export async function healthUnderLoad(pageUrls: string[], healthUrl: string) {
  const [first, ...rest] = pageUrls;
  const load = autocannon({
    url: first!,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    ...(rest.length > 0
      ? {
          requests: pageUrls.map((url) => ({
            method: 'GET' as const,
            path: new URL(url).pathname + new URL(url).search,
          })),
        }
      : {}),
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const probe = spawn(
    process.execPath,
    ['scripts/health-probe.mjs', healthUrl, String(DURATION_SECONDS - 2)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  probe.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise((resolve) => probe.once('exit', resolve));
  const samples = JSON.parse(output) as { status: number; ms: number }[];
  const latencies = samples.map((sample) => sample.ms);
  const statuses = new Map<number, number>();
  for (const { status } of samples) statuses.set(status, (statuses.get(status) ?? 0) + 1);
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
