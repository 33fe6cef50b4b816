// The 404 page's HTML (issue 25). When a page throws notFound(), Next answers 404 with an empty
// document, `<html id="__next_error__"><head>…</head><body></body></html>`, that only the page's
// scripts fill in: no lang, no text, nothing for search engines or a visitor without scripts
// (vercel/next.js#62228, open; an address no route matches would render in full, but the locale's
// catch-all matches every address). So this server holds such an answer back, asks itself for the
// same address with a token only it knows (the proxy then renders the 404 view, an ordinary page:
// lib/navigation/not-found-view.ts) and sends that HTML instead, with Next's status and headers.
// If anything fails, Next's own answer goes out as it was. Plain JavaScript: the custom server
// runs it.
import http from 'node:http';

/** Keep in step with lib/navigation/not-found-view.ts (a test checks). */
export const NOT_FOUND_VIEW_HEADER = 'x-portal-not-found-view';
export const NOT_FOUND_VIEW_TOKEN_ENV = 'PORTAL_NOT_FOUND_VIEW_TOKEN';
export const NOT_FOUND_VIEW_TIMEOUT_MS = 10_000;

const ERROR_SHELL = '<html id="__next_error__"';

/** True for Next's empty 404 document (status, content type, body). */
export function isBlankNotFoundPage(status, contentType, body) {
  return (
    status === 404 &&
    String(contentType ?? '').startsWith('text/html') &&
    Buffer.from(body).includes(ERROR_SHELL)
  );
}

/** Whether a request may get the filled 404 page: a page asked for with GET, not our own. */
function mayFill(req) {
  const target = req.url ?? '/';
  if (req.method !== 'GET' || NOT_FOUND_VIEW_HEADER in req.headers) return false;
  return !/^\/(?:_next|api)(?:[/?]|$)/.test(target);
}

const toBuffer = (chunk, encoding) =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/**
 * Holds back an HTML 404 answer until it is complete; when it is Next's empty document, sends the
 * body `renderView(req)` gives instead (null: the original). Call after the other response
 * wrappers (compression, deferred scripts), before Next writes.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {(req: import('node:http').IncomingMessage) => Promise<Buffer | null>} renderView
 */
export function fillBlankNotFoundPages(req, res, renderView) {
  if (!mayFill(req)) return;
  const { writeHead, write, end } = res;
  // undecided → pass (anything else, untouched) | hold (a 404 page, kept back) → send
  let mode = 'undecided';
  const held = [];

  const decide = () => {
    if (mode !== 'undecided') return;
    const type = String(res.getHeader('content-type') ?? '');
    mode =
      res.statusCode === 404 && type.startsWith('text/html') && !res.headersSent ? 'hold' : 'pass';
  };

  const send = async (done) => {
    const original = Buffer.concat(held);
    let body = original;
    if (isBlankNotFoundPage(res.statusCode, res.getHeader('content-type'), original)) {
      const view = await renderView(req).catch(() => null);
      if (view) {
        body = view;
        res.removeHeader('content-length');
        res.removeHeader('etag');
      }
    }
    if (res.destroyed) return;
    end.call(res, body, done);
  };

  res.writeHead = function writeHeadOfNotFound(status, ...rest) {
    if (mode === 'undecided') {
      this.statusCode = status;
      const headers = rest.find((item) => item && typeof item === 'object' && !Array.isArray(item));
      if (headers) {
        for (const [name, value] of Object.entries(headers)) {
          if (value !== undefined) this.setHeader(name, value);
        }
      }
      decide();
    }
    // Held back: the headers go out with the body (Node asks again when it writes).
    if (mode === 'hold') return this;
    return writeHead.call(this, status, ...rest);
  };
  res.write = function writeOfNotFound(chunk, encoding, callback) {
    decide();
    if (mode !== 'hold') return write.call(this, chunk, encoding, callback);
    if (chunk != null) held.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  };
  res.end = function endOfNotFound(chunk, encoding, callback) {
    if (typeof chunk === 'function') return this.end(undefined, undefined, chunk);
    decide();
    if (mode !== 'hold') return end.call(this, chunk, encoding, callback);
    if (chunk != null) held.push(toBuffer(chunk, encoding));
    mode = 'send';
    void send(typeof encoding === 'function' ? encoding : callback);
    return this;
  };
}

/**
 * `renderView` for fillBlankNotFoundPages: asks this server (`address()`, its listening address)
 * for the request's address with the token, and gives the HTML of a 200 answer, else null.
 * @param {{ address: () => import('node:net').AddressInfo | string | null, token: string, timeoutMs?: number }} options
 */
export function notFoundViewOverLoopback({
  address,
  token,
  timeoutMs = NOT_FOUND_VIEW_TIMEOUT_MS,
}) {
  return (req) =>
    new Promise((resolve) => {
      const listening = address();
      if (!listening || typeof listening === 'string') return resolve(null);
      const host = ['::', '0.0.0.0', ''].includes(listening.address)
        ? '127.0.0.1'
        : listening.address;
      const headers = {
        accept: 'text/html',
        'accept-encoding': 'identity',
        [NOT_FOUND_VIEW_HEADER]: token,
      };
      for (const name of ['host', 'accept-language', 'user-agent']) {
        if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
      }
      const request = http.get(
        { host, port: listening.port, path: req.url, headers, timeout: timeoutMs },
        (response) => {
          const type = String(response.headers['content-type'] ?? '');
          if (response.statusCode !== 200 || !type.startsWith('text/html')) {
            response.resume();
            return resolve(null);
          }
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => resolve(Buffer.concat(chunks)));
          response.on('error', () => resolve(null));
        },
      );
      request.on('timeout', () => request.destroy());
      request.on('error', () => resolve(null));
    });
}
