// GET /api/health outside Next's request queue: a ping on the process's database connection
// (lib/db/client.ts keeps it on globalThis). Before the first request has opened the database,
// Next's own route answers (and opens it).
const TIMEOUT_MS = 2000;

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
export async function answerHealth(req, res, fallback) {
  const pending = globalThis.__portalDb;
  if (!pending) return fallback();
  let up = false;
  try {
    const connection = await withTimeout(pending, TIMEOUT_MS);
    await withTimeout(connection.ping(), TIMEOUT_MS);
    up = true;
  } catch {
    up = false;
  }
  const body = up ? { status: 'ok', database: 'up' } : { status: 'unavailable', database: 'down' };
  res.writeHead(up ? 200 : 503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...(up ? {} : { 'Retry-After': '5' }),
  });
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
}

function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
