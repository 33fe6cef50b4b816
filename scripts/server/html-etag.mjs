// The ETag of a page sent whole (a cached page: one `end`, nothing written before it). Next's own
// hashes the page's HTML string in JavaScript (FNV-1a, letter by letter: 0.44 ms an answer of
// `/ar`, against 0.09 ms for SHA-1 in Node's native code; issue 56,
// docs/decisions/test-suite-http-checks.md); it is off (next.config.ts, generateEtags) and this
// hashes the bytes sent, after the scripts' rewrite, with SHA-1. A request naming it in If-None-Match gets 304 without the body, as Next's
// did, so a browser revalidating a page (max-age=0, must-revalidate) downloads it only when it
// changed. Streamed pages (rendered per request) had none from Next and get none here.
import { createHash } from 'node:crypto';

/** A strong ETag of `bytes`. */
export const etagOf = (bytes) => `"${createHash('sha1').update(bytes).digest('base64url')}"`;

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function ifNoneMatchHolds(header, etag) {
  if (typeof header !== 'string' || header.trim() === '') return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Gives an HTML answer to a GET sent whole with status 200 its ETag, and answers 304 when the
 * request already holds it. Install after compression wraps the response and before the scripts'
 * rewrite does, so the hash is of the bytes the rewrite sends.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function etagWholeHtmlResponses(req, res) {
  if (req.method !== 'GET') return;
  const { write, end } = res;
  let written = false;
  res.write = function writeOfEtag(...args) {
    written = true;
    return write.apply(this, args);
  };
  res.end = function endOfEtag(chunk, encoding, callback) {
    if (
      written ||
      chunk == null ||
      typeof chunk === 'function' ||
      res.statusCode !== 200 ||
      res.headersSent ||
      res.hasHeader('etag') ||
      !String(res.getHeader('content-type') ?? '').startsWith('text/html')
    ) {
      return end.call(this, chunk, encoding, callback);
    }
    const done = typeof encoding === 'function' ? encoding : callback;
    const bytes =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
        : chunk;
    const etag = etagOf(bytes);
    res.setHeader('ETag', etag);
    if (!ifNoneMatchHolds(req.headers['if-none-match'], etag)) return end.call(this, bytes, done);
    res.statusCode = 304;
    for (const name of ['content-length', 'content-type', 'content-encoding']) {
      res.removeHeader(name);
    }
    return end.call(this, done);
  };
}
