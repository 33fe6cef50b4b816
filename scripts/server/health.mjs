// GET /api/health outside Next's request queue: a ping on the process's database connection
// (lib/db/client.ts keeps it on globalThis). Before the first request has opened the database,
// Next's own route answers (and opens it). The cluster's primary answers with the same healthAnswer
// from its own ping (primary-health.mjs).
export const HEALTH_TIMEOUT_MS = 2000;

/**
 * Which mode Redis's state puts an instance in (issue 48): `shared` while Redis answers (rate
 * limits, cached answers and pages shared by every instance), `local` while it does not (each
 * process counts and caches in its own memory), `single` without REDIS_URL.
 * @param {'up' | 'degraded' | 'unused'} redis
 */
export function redisMode(redis) {
  if (redis === 'unused') return 'single';
  return redis === 'up' ? 'shared' : 'local';
}

/** A check's answer when nothing can be asked (a worker's primary gone, or its check failed). */
export const UNAVAILABLE_ANSWER = {
  status: 503,
  headers: {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': '5',
  },
  body: JSON.stringify({ status: 'unavailable' }),
};

/**
 * The health answer: 200 while the database answers, else 503 with Retry-After; with `redis` (the
 * readiness probe's state), the body also says it and the mode it puts the instance in.
 * @param {boolean} up
 * @param {'up' | 'degraded' | 'unused'} [redis]
 */
export function healthAnswer(up, redis) {
  const body = {
    ...(up ? { status: 'ok', database: 'up' } : { status: 'unavailable', database: 'down' }),
    ...(redis ? { redis, mode: redisMode(redis) } : {}),
  };
  return {
    status: up ? 200 : 503,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...(up ? {} : { 'Retry-After': '5' }),
    },
    body: JSON.stringify(body),
  };
}

/** Whether `ping` settles without an error within `timeoutMs`. @param {() => Promise<unknown>} ping */
export async function databaseIsUp(ping, timeoutMs = HEALTH_TIMEOUT_MS) {
  try {
    await withTimeout(Promise.resolve().then(ping), timeoutMs);
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {() => unknown} fallback
 * @param {() => Promise<'up' | 'degraded' | 'unused'>} [redis]
 */
export async function answerHealth(req, res, fallback, redis) {
  const pending = globalThis.__portalDb;
  if (!pending) return fallback();
  const [up, redisState] = await Promise.all([
    databaseIsUp(async () => (await pending).ping()),
    redis?.(),
  ]);
  const answer = healthAnswer(up, redisState);
  res.writeHead(answer.status, answer.headers);
  res.end(req.method === 'HEAD' ? undefined : answer.body);
}

function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
