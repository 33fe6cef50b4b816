// Which connection the cluster's primary answers itself: it reads a new connection's first bytes and
// answers a health check (GET or HEAD /api/health, with or without a query) without a worker, so the
// check never waits behind page rendering (issue 30). Everything else goes to a worker with the bytes
// read so far. Pure: the primary calls it with all the bytes it has after each read.

/** A health request's line and headers longer than this go to a worker (Node's own limit: 16 KB). */
export const PEEK_LIMIT = 16 * 1024;

const HEALTH_STARTS = ['GET /api/health', 'HEAD /api/health'];
const HEALTH_LINE = /^(?:GET|HEAD) \/api\/health(?:\?[^\s]*)? HTTP\/1\.[01]$/;
// A request with a body or an upgrade is no plain health check: a worker's HTTP parser takes it.
const NOT_PLAIN =
  /^(?:content-length[ \t]*:[ \t]*0*[1-9]|transfer-encoding[ \t]*:|upgrade[ \t]*:)/im;

/**
 * What the first bytes of a connection are: 'health' (a complete health request: line and headers),
 * 'other' (anything else, decided as soon as the bytes cannot start a health request) or 'more'
 * (not enough bytes yet to tell).
 * @param {Uint8Array | string} head
 * @returns {'health' | 'other' | 'more'}
 */
export function peekRequest(head) {
  const text = typeof head === 'string' ? head : Buffer.from(head).toString('latin1');
  const start = HEALTH_STARTS.find((candidate) => text.startsWith(candidate));
  if (!start) {
    return HEALTH_STARTS.some((candidate) => candidate.startsWith(text)) ? 'more' : 'other';
  }
  const next = text[start.length];
  if (next === undefined) return 'more';
  if (next !== ' ' && next !== '?') return 'other';

  const lineEnd = text.indexOf('\n');
  if (lineEnd === -1) return text.length < PEEK_LIMIT ? 'more' : 'other';
  if (!HEALTH_LINE.test(text.slice(0, lineEnd).replace(/\r$/, ''))) return 'other';
  const headersEnd = /\r?\n\r?\n/.exec(text.slice(lineEnd - 1));
  if (!headersEnd) return text.length < PEEK_LIMIT ? 'more' : 'other';
  const headers = text.slice(lineEnd + 1, lineEnd - 1 + headersEnd.index);
  return NOT_PLAIN.test(headers) ? 'other' : 'health';
}
