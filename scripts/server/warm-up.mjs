// Ready only once warm (issue 48, item 2): two instances started under 200 connections each
// rendered its first pages with every request at once, missed HAProxy's 3 s check and were both
// taken out (10,618 answers 503 in ten minutes). Now an instance first asks its own port for the
// home page in both languages (WARM_UP_PATHS), through its workers (as many copies of each at once
// as it has workers, so each worker renders them: a connection goes to the one with the fewest),
// and /api/ready answers 503 with Retry-After until that is done. The warm-up is bounded: after
// WARM_UP_TIMEOUT_MS, or when a render fails, the instance says ready anyway (logged), so a page
// that cannot render does not keep the whole site out of the proxy.
import http from 'node:http';

import { READY_RETRY_AFTER_SECONDS } from './readiness.mjs';

export const WARM_UP_PATHS = ['/', '/ar'];
export const DEFAULT_WARM_UP_TIMEOUT_MS = 30_000;

/** WARM_UP_TIMEOUT_MS from the environment; 0 turns the warm-up off; not a whole number throws. */
export function warmUpTimeoutMs(env = process.env) {
  const value = env.WARM_UP_TIMEOUT_MS;
  if (value === undefined || value.trim() === '') return DEFAULT_WARM_UP_TIMEOUT_MS;
  if (!/^\d+$/.test(value.trim())) {
    throw new Error(
      `Invalid configuration: WARM_UP_TIMEOUT_MS: must be a whole number of milliseconds (0 turns the warm-up off), not "${value}"`,
    );
  }
  return Number(value.trim());
}

/** One GET of `path` from the server at `port`; resolves with its status, 0 when it failed. */
function get({ port, host, path, headers, signal }) {
  return new Promise((resolve) => {
    const req = http.get(
      { host, port, path, agent: false, signal, headers: { ...headers, connection: 'close' } },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
        res.once('error', () => resolve(0));
      },
    );
    req.once('error', () => resolve(0));
  });
}

/**
 * Renders `paths` on the server at `port`, `copies` requests of each at once, one path after the
 * other, within `timeoutMs` in all. Never rejects: resolves with `{ warm, failed, ms }`, `warm`
 * false when the time ran out, `failed` the answers that were no page (5xx, or none).
 * @param {{ port: number, host?: string, paths?: string[], copies?: number, timeoutMs: number,
 *   headers?: Record<string, string>,
 *   log?: (level: number, fields: Record<string, unknown>, msg: string) => void }} options
 */
export async function warmUp({
  port,
  host = '127.0.0.1',
  paths = WARM_UP_PATHS,
  copies = 1,
  timeoutMs,
  headers = {},
  log = () => {},
}) {
  const started = performance.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const failed = [];
  try {
    for (const path of paths) {
      if (controller.signal.aborted) break;
      const statuses = await Promise.all(
        Array.from({ length: Math.max(1, copies) }, () =>
          get({
            port,
            host,
            path,
            signal: controller.signal,
            headers: { 'user-agent': 'portal-warm-up', 'accept-language': 'en', ...headers },
          }),
        ),
      );
      for (const status of statuses)
        if (status === 0 || status >= 500) failed.push({ path, status });
    }
  } finally {
    clearTimeout(timer);
  }
  const warm = !controller.signal.aborted;
  const ms = Math.round(performance.now() - started);
  if (!warm) {
    log(40, { timeout_ms: timeoutMs, paths }, 'warm-up timed out; ready anyway');
  } else if (failed.length > 0) {
    log(40, { failed, ms }, 'warm-up: a page did not render; ready anyway');
  } else {
    log(30, { paths, copies, ms }, 'warm-up done');
  }
  return { warm, failed, ms };
}

/**
 * The readiness answer while the instance warms up: `answer` (readiness.mjs readyAnswer) as a 503
 * with Retry-After and `warm: 'no'` in its body; once warm, `answer` as it is.
 * @param {{ status: number, headers: Record<string, string>, body: string }} answer
 * @param {boolean} warm
 */
export function unlessWarm(answer, warm) {
  if (warm) return answer;
  return {
    status: 503,
    headers: { ...answer.headers, 'Retry-After': String(READY_RETRY_AFTER_SECONDS) },
    body: JSON.stringify({ ...JSON.parse(answer.body), status: 'unavailable', warm: 'no' }),
  };
}
