// Requests that hash a password, counted by the portal's server before Next (issue 36). Under a
// login flood from many addresses, each under its own limit, the hashing gate (lib/auth) bounded
// the hashes, but every refused attempt still went through Next, the API, the rate-limit counters
// and the account lookup first, and that work, in the same event loop as the pages, slowed them
// 4–10×. Here at most `cap` such requests are in progress in this process (the instance's hashing
// slots and their short queue); one more is answered 429 with Retry-After, in the API's error shape
// and the request's language, without reaching Next. The refusal comes after half a second: a
// client that sends its next attempt as soon as the last is answered (a flood) then makes two a
// second per connection instead of thousands, which cost the pages their core all the same.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

import {
  HASH_QUEUE_PER_SLOT,
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

/** Api.busy in both catalogues (messages/, next to this server's folder). */
function busyMessages() {
  const read = (locale) =>
    JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8')).Api
      .busy;
  return { en: read('en'), ar: read('ar') };
}

/**
 * The gate: `admit(req, res)` is true when the request may go on (it is not a password request, or
 * one of at most `cap` in progress); false when it has been answered here.
 * @param {{ cap?: number, headers?: Record<string, string>, refusalDelayMs?: number }} [options]
 */
export function passwordRequestGate({
  cap = passwordRequestCap(),
  headers = {},
  refusalDelayMs = REFUSAL_DELAY_MS,
} = {}) {
  const messages = busyMessages();
  let inProgress = 0;
  return {
    /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
    admit(req, res) {
      if (req.method !== 'POST') return true;
      const target = req.url ?? '/';
      const query = target.indexOf('?');
      if (!PASSWORD_PATHS.has(query === -1 ? target : target.slice(0, query))) return true;
      if (inProgress < cap) {
        inProgress += 1;
        res.once('close', () => {
          inProgress -= 1;
        });
        return true;
      }
      const locale = /^\s*ar/i.test(req.headers['accept-language'] ?? '') ? 'ar' : 'en';
      const requestId = randomUUID();
      const body = JSON.stringify({ message: messages[locale], errors: {}, request_id: requestId });
      // The body is read and dropped, so the connection can carry the next request.
      req.resume();
      const answer = () => {
        if (res.destroyed) return;
        res.writeHead(429, {
          ...headers,
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
          'Retry-After': String(HASHING_RETRY_AFTER_SECONDS),
          'X-Request-Id': requestId,
        });
        res.end(body);
      };
      req.once('end', () => {
        const timer = setTimeout(answer, refusalDelayMs);
        res.once('close', () => clearTimeout(timer));
      });
      return false;
    },
    inProgress: () => inProgress,
  };
}
