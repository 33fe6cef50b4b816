import { createHash } from 'node:crypto';

import type { MiddlewareHandler } from 'hono';

import type { AppEnv } from './types';

// Issue 39 "Open data": the public data endpoints answer a strong ETag, the hash of the body, and
// a conditional GET whose If-None-Match names it gets 304 Not Modified with no body (RFC 9110
// §8.8.3, §13.1.2): a client polling a list pays for the bytes only when they changed. The tag
// depends on the body alone, so every instance gives the same tag for the same answer.

/** A strong entity tag of a body: the quoted base64url of its SHA-256. */
export function etagOf(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

/** The opaque part of a tag, `W/"x"` and `"x"` alike (the weak comparison of RFC 9110 §8.8.3.2). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** The tags of an If-None-Match value: `*`, or a list of (possibly weak) quoted tags. */
export function parseIfNoneMatch(header: string): string[] {
  if (header.trim() === '*') return ['*'];
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).map(opaque);
}

/**
 * Whether If-None-Match names the current tag: `*` for any, else any listed tag equal to it under
 * the weak comparison (If-None-Match compares weakly, §13.1.2).
 */
export function ifNoneMatchHolds(header: string | undefined | null, etag: string): boolean {
  if (!header) return false;
  const tags = parseIfNoneMatch(header);
  return tags.includes('*') || tags.includes(opaque(etag));
}

// The headers a 304 keeps from the 200 it stands for (§15.4.5); the body's own headers go.
const DROPPED_ON_304 = ['content-type', 'content-length', 'content-encoding'];

/**
 * The middleware: after the route, a GET (or HEAD) answered 200 with JSON gets its ETag; when the
 * request's If-None-Match names it, the answer becomes 304 without a body. Anything else (an
 * error, a write, a file) passes as it is.
 */
export const conditionalGet: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const method = c.req.method;
  if ((method !== 'GET' && method !== 'HEAD') || c.res.status !== 200) return;
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(c.res.headers.get('content-type') ?? '')) return;
  const body = new Uint8Array(await c.res.clone().arrayBuffer());
  const etag = etagOf(body);
  c.res.headers.set('ETag', etag);
  if (!ifNoneMatchHolds(c.req.header('if-none-match'), etag)) return;
  const headers = new Headers(c.res.headers);
  for (const name of DROPPED_ON_304) headers.delete(name);
  // Assigning c.res would merge the old answer's headers back in: the 304 is returned whole.
  c.res = undefined;
  c.res = new Response(null, { status: 304, headers });
};

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
