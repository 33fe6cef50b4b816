import { Hono, type MiddlewareHandler } from 'hono';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';

import type { AppEnv } from './types';

// Issue 39 "Open data": the public data endpoints answer a strong ETag, the hash of the body, and
// a conditional GET whose If-None-Match names it gets 304 Not Modified with no body (RFC 9110
// §8.8.3, §13.1.2): a client polling a list pays for the bytes only when they changed. Hono's own
// ETag middleware does it (a strong tag unless `weak`; If-None-Match compared weakly, a list or
// `*`); the tag is the hex SHA-256 of the body, so every instance gives the same tag for the same
// answer.

const sha256 = (body: Uint8Array<ArrayBuffer>) => crypto.subtle.digest('SHA-256', body);

// What a 304 keeps of the 200 it stands for: the caching headers hono/etag keeps (RFC 9110
// §15.4.5), and the licence and paging links, the list's total, the request's id and nosniff.
const KEPT_ON_304 = [
  ...RETAINED_304_HEADERS,
  'link',
  'x-total-count',
  'x-request-id',
  'x-content-type-options',
];

/**
 * The middleware: after the route, a GET (or HEAD) answered 2xx gets its ETag; when the request's
 * If-None-Match names it, the answer becomes 304 without a body. An error or a write passes as it is.
 */
export const conditionalGet: MiddlewareHandler = etag({
  generateDigest: sha256,
  retainedHeaders: KEPT_ON_304,
});

type AnswerEnv = { Bindings: { answer: () => Promise<Response> } };

// The same middleware around an answer made outside the API (a Next route handler's feed). An
// error is thrown on, to the framework that called.
const conditionalAnswers = new Hono<AnswerEnv>()
  .use(conditionalGet)
  .all('*', (c) => c.env.answer())
  .onError((error) => {
    throw error;
  });

/** The request's answer with its ETag, or 304 when If-None-Match names it. */
export const answerConditionally = (
  request: Request,
  answer: () => Promise<Response>,
): Promise<Response> => Promise.resolve(conditionalAnswers.fetch(request, { answer }));

/** Appends a `Link` header value to an answer (the licence, the next page…), keeping others. */
export function appendLink(headers: Headers, value: string): void {
  const current = headers.get('link');
  headers.set('Link', current ? `${current}, ${value}` : value);
}

/**
 * The middleware naming the licence of the data an endpoint answers: `Link: <href>; rel="license"`
 * (RFC 8288, the license relation of RFC 4946) on its successful answers, 304 included.
 */
export const licenceLink =
  (hrefOf: (siteUrl: string) => string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    if (c.res.status !== 200 && c.res.status !== 304) return;
    appendLink(c.res.headers, `<${hrefOf(c.get('services').auth.siteUrl)}>; rel="license"`);
  };
