import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { browsersRevalidate, revalidatingCacheControl } from '@/scripts/server/browser-cache.mjs';

// Issue 36: a browser showed a search's stale "no results" page: Next's cached pages went out with
// `s-maxage=…, stale-while-revalidate=…` and no max-age.

describe('revalidatingCacheControl: browsers revalidate, the shared cache keeps its lifetime', () => {
  it.each([
    // Next's full-route cache (a page, its data request, a cached redirect or 404).
    [
      's-maxage=3600, stale-while-revalidate=31532400',
      'public, max-age=0, must-revalidate, s-maxage=3600, stale-while-revalidate=31532400',
    ],
    // An answer whose max-age was meant for every cache: it becomes the shared cache's.
    ['public, max-age=300', 'public, max-age=0, must-revalidate, s-maxage=300'],
    [
      'max-age=60, stale-if-error=600',
      'public, max-age=0, must-revalidate, s-maxage=60, stale-if-error=600',
    ],
    // s-maxage wins over max-age for the shared cache, as in a shared cache itself.
    ['public, max-age=60, s-maxage=600', 'public, max-age=0, must-revalidate, s-maxage=600'],
    // A file of public/ (Next: `public, max-age=0`): nothing for a shared cache to keep either.
    ['public, max-age=0', 'public, max-age=0, must-revalidate'],
    // Directive names in any case; other directives stay.
    [
      'S-MAXAGE=120, No-Transform',
      'public, max-age=0, must-revalidate, s-maxage=120, No-Transform',
    ],
    // Already in shape: unchanged.
    [
      'public, max-age=0, must-revalidate, s-maxage=300',
      'public, max-age=0, must-revalidate, s-maxage=300',
    ],
  ])('%s → %s', (value, expected) => {
    expect(revalidatingCacheControl(value)).toBe(expected);
  });

  it.each([
    // Files named by their content (build chunks, fonts, uploads) keep their year.
    'public, max-age=31536000, immutable',
    // Answers no cache keeps, or only after asking: member and staff pages, the 404 of an address
    // no route has, sign-in answers.
    'no-store',
    'private, no-cache, no-store, max-age=0, must-revalidate',
    'private, max-age=60',
    'no-cache',
    // No lifetime at all, or one that is not a number of seconds.
    'public',
    'max-age=soon',
  ])('leaves %s as it is', (value) => {
    expect(revalidatingCacheControl(value)).toBe(value);
  });

  it('leaves a missing header or a list alone', () => {
    expect(revalidatingCacheControl(undefined)).toBeUndefined();
    expect(revalidatingCacheControl(['a', 'b'])).toEqual(['a', 'b']);
  });
});

describe('browsersRevalidate on a server (the header as it goes out)', () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      browsersRevalidate(res);
      const value = new URL(req.url ?? '/', 'http://x').searchParams.get('cc') ?? '';
      if (req.url?.startsWith('/set')) {
        // As Next does: the header set first, then the answer written.
        res.setHeader('Cache-Control', value);
        res.end('page');
      } else if (req.url?.startsWith('/redirect')) {
        // Or given to writeHead with the status.
        res.writeHead(307, { Location: '/there', 'Cache-Control': value });
        res.end();
      } else {
        res.end('no header');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const nextPage = encodeURIComponent('s-maxage=3600, stale-while-revalidate=31532400');

  it('rewrites a header set before the answer is written', async () => {
    const response = await fetch(`${base}/set?cc=${nextPage}`);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, must-revalidate, s-maxage=3600, stale-while-revalidate=31532400',
    );
    expect(await response.text()).toBe('page');
  });

  it('rewrites a header given to writeHead (a cached redirect)', async () => {
    const response = await fetch(`${base}/redirect?cc=${nextPage}`, { redirect: 'manual' });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/there');
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, must-revalidate, s-maxage=3600, stale-while-revalidate=31532400',
    );
  });

  it('adds no header to an answer without one, and keeps no-store', async () => {
    expect((await fetch(`${base}/plain`)).headers.get('cache-control')).toBeNull();
    const member = await fetch(`${base}/set?cc=no-store`);
    expect(member.headers.get('cache-control')).toBe('no-store');
  });
});
