// Which connection the cluster's primary answers itself: it reads a new connection's first bytes and
// answers a health check (GET or HEAD /api/health, issue 30) or a readiness check (/api/ready, issue
// 36), with or without a query, without a worker, so the check never waits behind page rendering.
// Everything else goes to a worker with the bytes read so far. Pure: the primary calls it with all
// the bytes it has after each read.

/** A check request's line and headers longer than this go to a worker (Node's own limit: 16 KB). */
export const PEEK_LIMIT = 16 * 1024;

const CHECKS = /** @type {const} */ (['health', 'ready']);
const CHECK_STARTS = CHECKS.flatMap((check) =>
  ['GET', 'HEAD'].map((method) => ({ check, start: `${method} /api/${check}` })),
);
const CHECK_LINE = /^(?:GET|HEAD) \/api\/(?:health|ready)(?:\?[^\s]*)? HTTP\/1\.[01]$/;
// A request with a body or an upgrade is no plain health check: a worker's HTTP parser takes it.
const NOT_PLAIN =
  /^(?:content-length[ \t]*:[ \t]*0*[1-9]|transfer-encoding[ \t]*:|upgrade[ \t]*:)/im;

/**
 * What the first bytes of a connection are: 'health' or 'ready' (a complete check request: line and
 * headers), 'other' (anything else, decided as soon as the bytes cannot start a check) or 'more'
 * (not enough bytes yet to tell).
 * @param {Uint8Array | string} head
 * @returns {'health' | 'ready' | 'other' | 'more'}
 */
export function peekRequest(head) {
  const text = typeof head === 'string' ? head : Buffer.from(head).toString('latin1');
  const found = CHECK_STARTS.find((candidate) => text.startsWith(candidate.start));
  if (!found) {
    return CHECK_STARTS.some((candidate) => candidate.start.startsWith(text)) ? 'more' : 'other';
  }
  const { check, start } = found;
  const next = text[start.length];
  if (next === undefined) return 'more';
  if (next !== ' ' && next !== '?') return 'other';

  const lineEnd = text.indexOf('\n');
  if (lineEnd === -1) return text.length < PEEK_LIMIT ? 'more' : 'other';
  if (!CHECK_LINE.test(text.slice(0, lineEnd).replace(/\r$/, ''))) return 'other';
  const headersEnd = /\r?\n\r?\n/.exec(text.slice(lineEnd - 1));
  if (!headersEnd) return text.length < PEEK_LIMIT ? 'more' : 'other';
  const headers = text.slice(lineEnd + 1, lineEnd - 1 + headersEnd.index);
  return NOT_PLAIN.test(headers) ? 'other' : check;
}
