// GET /api/health outside Next's request queue: a ping on the process's database connection
// (lib/db/client.ts keeps it on globalThis). Before the first request has opened the database,
// Next's own route answers (and opens it). The cluster's primary answers with the same healthAnswer
// from its own ping (primary-health.mjs).
export const HEALTH_TIMEOUT_MS = 2000;

/**
 * The health answer: 200 while the database answers, else 503 with Retry-After.
 * @param {boolean} up
 */
export function healthAnswer(up) {
  const body = up ? { status: 'ok', database: 'up' } : { status: 'unavailable', database: 'down' };
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

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
export async function answerHealth(req, res, fallback) {
  const pending = globalThis.__portalDb;
  if (!pending) return fallback();
  const up = await databaseIsUp(async () => (await pending).ping());
  const answer = healthAnswer(up);
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
