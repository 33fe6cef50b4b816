// Requests that hash a password, counted by the portal's server before Next (issue 36). Under a
// login flood from many addresses, each under its own limit, the hashing gate (lib/auth) bounded
// the hashes, but every refused attempt still went through Next, the API, the rate-limit counters
// and the account lookup first, and that work, in the same event loop as the pages, slowed them
// 4–10×. Here at most `cap` such requests are in progress in this process (the instance's hashing
// slots and their short queue); one more is answered 429 with Retry-After, in the API's error shape
// and the request's language, without reaching Next. The refusal comes after half a second: a
// client that sends its next attempt as soon as the last is answered (a flood) then makes two a
// second per connection instead of thousands, which cost the pages their core all the same.
//
// Issue 48: refusing costs nothing more than it must. A refusal reads no body beyond a login's size
// (REFUSAL_DRAIN_BYTES: a longer or chunked one is not read, and the connection is closed after the
// answer); it never parses it. In a cluster each worker's share of the instance's slots and queue
// is its cap (PORTAL_CLUSTER_WORKERS), so no admitted request finds the primary's queue full. And
// an address the API refused under a per-address limit (its 429 carries ADDRESS_LIMITED_HEADER,
// lib/api/rate-limits.ts) is refused here until its Retry-After ends, without reaching Next; the
// memory is keyed by the path, X-Forwarded-For and the socket's address as they came, so it refuses
// only what the API would (the same headers give the same client address).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

import {
  HASH_QUEUE_PER_SLOT,
  HASH_SLOTS_ENV,
  HASHING_RETRY_AFTER_SECONDS,
  hashSlotLimit,
} from '../../lib/auth/hash-slot-protocol.mjs';

/** The API routes that hash a password (a wrong password and an unknown address alike). */
export const PASSWORD_PATHS = new Set([
  '/api/login',
  '/api/register',
  '/api/reset_password',
  '/api/staff/login',
]);

/** How long a refused attempt waits for its answer (a timer: it costs no work meanwhile). */
export const REFUSAL_DELAY_MS = 500;

/** The most such requests in progress at once: the hashing slots and their queue. */
export const passwordRequestCap = (slots = hashSlotLimit()) => slots * (1 + HASH_QUEUE_PER_SLOT);

/** In a cluster worker's environment: how many workers share the instance's slots. */
export const WORKER_COUNT_ENV = 'PORTAL_CLUSTER_WORKERS';

/** This process's cap: its share of the instance's in a cluster worker, else passwordRequestCap(). */
export function processPasswordRequestCap(env = process.env) {
  const slots = Number(env[HASH_SLOTS_ENV]);
  const workers = Number(env[WORKER_COUNT_ENV]);
  if (!(slots >= 1) || !(workers >= 1)) return passwordRequestCap();
  return Math.max(1, Math.floor(passwordRequestCap(slots) / workers));
}

/** A refused request's body is read (and dropped) up to this size, so its connection stays open. */
export const REFUSAL_DRAIN_BYTES = 8 * 1024;

/** Set by the API on a per-address limit's 429 (lib/api/rate-limits.ts); never sent on. */
export const ADDRESS_LIMITED_HEADER = 'x-portal-address-limited';

/** How many refused addresses a process remembers (the oldest go first). */
export const REFUSED_ADDRESSES_MAX = 10_000;

/** Api.busy and Api.tooManyRequests in both catalogues (messages/, next to this server's folder). */
function apiMessages() {
  const read = (locale) =>
    JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8')).Api;
  const { en, ar } = { en: read('en'), ar: read('ar') };
  return {
    busy: { en: en.busy, ar: ar.busy },
    tooMany: { en: en.tooManyRequests, ar: ar.tooManyRequests },
  };
}

/** Until when each key was refused, the oldest forgotten beyond `max`. */
function refusalMemory(max, now) {
  /** @type {Map<string, number>} */
  const until = new Map();
  return {
    remember(key, seconds) {
      until.delete(key);
      until.set(key, now() + seconds * 1000);
      if (until.size > max) until.delete(until.keys().next().value);
    },
    /** Whole seconds left, 0 when the key is not refused. */
    left(key) {
      const at = until.get(key);
      if (at === undefined) return 0;
      const ms = at - now();
      if (ms > 0) return Math.ceil(ms / 1000);
      until.delete(key);
      return 0;
    },
  };
}

/**
 * Watches an admitted request's answer: a 429 marked ADDRESS_LIMITED_HEADER is remembered under
 * `key` for its Retry-After; the mark is removed as the headers go out.
 */
function watchAddressLimit(res, key, memory) {
  const { writeHead } = res;
  res.writeHead = function writeHeadWatchingLimit(status, ...rest) {
    const headers = rest.find((item) => item && typeof item === 'object' && !Array.isArray(item));
    let marked = this.hasHeader(ADDRESS_LIMITED_HEADER);
    let retryAfter = this.getHeader('retry-after');
    if (headers) {
      for (const name of Object.keys(headers)) {
        const lower = name.toLowerCase();
        if (lower === 'retry-after') retryAfter = headers[name];
        if (lower !== ADDRESS_LIMITED_HEADER) continue;
        marked = true;
        delete headers[name];
      }
    }
    this.removeHeader(ADDRESS_LIMITED_HEADER);
    const seconds = Number(retryAfter);
    if (status === 429 && marked && Number.isInteger(seconds) && seconds > 0) {
      memory.remember(key, seconds);
    }
    return writeHead.call(this, status, ...rest);
  };
}

/**
 * The gate: `admit(req, res)` is true when the request may go on (it is not a password request, or
 * one of at most `cap` in progress from an address not refused); false when it has been answered
 * here.
 * @param {{ cap?: number, headers?: Record<string, string>, refusalDelayMs?: number, now?: () => number }} [options]
 */
export function passwordRequestGate({
  cap = passwordRequestCap(),
  headers = {},
  refusalDelayMs = REFUSAL_DELAY_MS,
  now = Date.now,
} = {}) {
  const messages = apiMessages();
  const refused = refusalMemory(REFUSED_ADDRESSES_MAX, now);
  let inProgress = 0;

  /** Answers 429 after the delay, reading at most REFUSAL_DRAIN_BYTES of the body, parsing none. */
  function refuse(req, res, { message, retryAfter }) {
    const requestId = randomUUID();
    const body = JSON.stringify({ message, errors: {}, request_id: requestId });
    const length = Number(req.headers['content-length'] ?? 0);
    const drain =
      req.headers['transfer-encoding'] === undefined &&
      Number.isFinite(length) &&
      length <= REFUSAL_DRAIN_BYTES;
    const answer = () => {
      if (res.destroyed) return;
      res.writeHead(429, {
        ...headers,
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': String(retryAfter),
        'X-Request-Id': requestId,
        // The body left unread: the connection cannot carry another request.
        ...(drain ? {} : { Connection: 'close' }),
      });
      res.end(body);
    };
    const later = () => {
      const timer = setTimeout(answer, refusalDelayMs);
      res.once('close', () => clearTimeout(timer));
    };
    if (!drain) return later();
    // The body is read and dropped, so the connection can carry the next request.
    req.resume();
    req.once('end', later);
  }

  return {
    /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
    admit(req, res) {
      if (req.method !== 'POST') return true;
      const target = req.url ?? '/';
      const query = target.indexOf('?');
      const path = query === -1 ? target : target.slice(0, query);
      if (!PASSWORD_PATHS.has(path)) return true;
      const locale = /^\s*ar/i.test(req.headers['accept-language'] ?? '') ? 'ar' : 'en';
      const key = `${path} ${req.headers['x-forwarded-for'] ?? ''} ${req.socket.remoteAddress ?? ''}`;
      const limited = refused.left(key);
      if (limited > 0) {
        const message = messages.tooMany[locale].replace('{seconds}', String(limited));
        refuse(req, res, { message, retryAfter: limited });
        return false;
      }
      if (inProgress < cap) {
        inProgress += 1;
        res.once('close', () => {
          inProgress -= 1;
        });
        watchAddressLimit(res, key, refused);
        return true;
      }
      refuse(req, res, { message: messages.busy[locale], retryAfter: HASHING_RETRY_AFTER_SECONDS });
      return false;
    },
    inProgress: () => inProgress,
  };
}
