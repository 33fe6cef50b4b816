// The checks the cluster's primary answers itself (cluster.mjs): the health check from a ping of
// PostgreSQL on a connection of its own (the primary runs no Next and holds no pool of the app's),
// and the readiness check (readiness.mjs), written straight on the socket, then the connection is
// closed.
import { STATUS_CODES } from 'node:http';

import pg from 'pg';

import { HEALTH_TIMEOUT_MS, databaseIsUp, healthAnswer } from './health.mjs';

/**
 * A ping of the PostgreSQL at `databaseUrl` on one pooled connection; pings asked for while one runs
 * share it, so a burst of checks opens no burst of connections.
 * @param {string} databaseUrl
 */
export function postgresPing(databaseUrl) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 1,
    connectionTimeoutMillis: HEALTH_TIMEOUT_MS,
    query_timeout: HEALTH_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    allowExitOnIdle: true,
  });
  // Without a listener, node-postgres re-throws an idle client's error and ends the process.
  pool.on('error', () => {});
  let running = null;
  return {
    ping: () =>
      (running ??= pool.query('select 1').finally(() => {
        running = null;
      })),
    close: () => pool.end().catch(() => {}),
  };
}

/**
 * An answer (`{ status, headers, body }`) as HTTP/1.1 bytes, with `Connection: close`.
 * @param {{ status: number, headers: Record<string, string>, body: string }} answer
 * @param {{ head: boolean, headers?: Record<string, string> }} options
 */
export function rawAnswer(answer, { head, headers = {} }) {
  const lines = [`HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}`];
  const all = {
    ...headers,
    ...answer.headers,
    'Content-Length': String(Buffer.byteLength(answer.body)),
    Date: new Date().toUTCString(),
    Connection: 'close',
  };
  for (const [name, value] of Object.entries(all)) lines.push(`${name}: ${value}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${head ? '' : answer.body}`);
}

/**
 * The HTTP/1.1 answer to a health check as bytes, with `Connection: close`.
 * @param {{ up: boolean, head: boolean, headers?: Record<string, string> }} options
 */
export function rawHealthAnswer({ up, head, headers = {} }) {
  return rawAnswer(healthAnswer(up), { head, headers });
}

/**
 * Answers the check request on `socket` (its bytes already read: `head`) with what `answer`
 * resolves to, and closes it.
 * @param {import('node:net').Socket} socket
 * @param {Buffer} head
 * @param {() => Promise<{ status: number, headers: Record<string, string>, body: string }>} answer
 * @param {Record<string, string>} [headers]
 */
export async function answerCheckOnSocket(socket, head, answer, headers = {}) {
  const answered = await answer();
  if (socket.destroyed) return;
  socket.end(rawAnswer(answered, { head: head.subarray(0, 5).toString() === 'HEAD ', headers }));
  // Read (and drop) whatever else comes, so the client's end is seen and the socket closes; a
  // client that keeps it open is cut after a while.
  socket.on('data', () => {});
  socket.resume();
  setTimeout(() => socket.destroy(), 5_000).unref();
}

/**
 * Answers the health request on `socket` (its bytes already read: `head`) and closes it; `redis`
 * (the readiness probe's state of Redis) adds it and the instance's mode to the body.
 * @param {import('node:net').Socket} socket
 * @param {Buffer} head
 * @param {{ ping: () => Promise<unknown>, redis?: () => Promise<'up' | 'degraded' | 'unused'>, headers?: Record<string, string> }} options
 */
export function answerHealthOnSocket(socket, head, { ping, redis, headers }) {
  return answerCheckOnSocket(socket, head, () => primaryHealthAnswer({ ping, redis }), headers);
}

/**
 * The primary's health answer: its ping of the database and, with `redis`, Redis's state.
 * @param {{ ping: () => Promise<unknown>, redis?: () => Promise<'up' | 'degraded' | 'unused'> }} options
 */
export async function primaryHealthAnswer({ ping, redis }) {
  const [up, redisState] = await Promise.all([databaseIsUp(ping), redis?.()]);
  return healthAnswer(up, redisState);
}
