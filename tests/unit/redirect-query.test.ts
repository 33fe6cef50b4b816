import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { keepingQuery, redirectTargetKeepingQuery } from '@/lib/navigation/keep-query';
import { completeRedirectQuery, keepQueryOnRedirects } from '@/scripts/server/redirect-query.mjs';

// Issue 25: a market information tab chosen in a direct link (?tab=5) was lost on a redirect.

const redirects = vi.hoisted(() => ({ temporary: vi.fn(), permanent: vi.fn() }));
vi.mock('next/navigation', () => ({
  redirect: redirects.temporary,
  permanentRedirect: redirects.permanent,
}));
vi.mock('next-intl/middleware', () => import('./helpers/intl-middleware'));

const { default: proxy } = await import('@/proxy');
const { redirectKeepingQuery } = await import('@/lib/navigation/redirect-keeping-query');

describe("a page's redirect marks where the query goes", () => {
  it.each([
    ['/pages/130-market-information', 'en', '/pages/130-market-information?'],
    ['/pages/130-%D8%A7', 'ar', '/ar/pages/130-%D8%A7?'],
    ['/', 'ar', '/ar?'],
  ] as const)('%s in %s → %s', (path, locale, target) => {
    expect(redirectTargetKeepingQuery(path, locale)).toBe(target);
  });

  it('leaves a target that has a query of its own', () => {
    expect(keepingQuery('/news?page=2')).toBe('/news?page=2');
  });

  it('redirects through Next with the marked target, for good when asked', () => {
    redirectKeepingQuery('/pages/130-x', 'ar');
    expect(redirects.temporary).toHaveBeenCalledWith('/ar/pages/130-x?');
    redirectKeepingQuery('/pages/190-contact-us', 'en', { permanent: true });
    expect(redirects.permanent).toHaveBeenCalledWith('/pages/190-contact-us?');
  });
});

describe('completeRedirectQuery: the request’s query takes the mark’s place', () => {
  it.each([
    ['/ar/pages/130-x?', '/ar/pages/130?tab=5', '/ar/pages/130-x?tab=5'],
    ['/pages/130-x?', '/pages/130?tab=5&utm_source=mail', '/pages/130-x?tab=5&utm_source=mail'],
    ['/pages/130-x?', '/pages/130', '/pages/130-x'],
    ['/pages/130-x?', '/pages/130?', '/pages/130-x'],
    // Next's marker of a data request stays behind.
    ['/pages/130-x?', '/pages/130?_rsc=abc12&tab=5', '/pages/130-x?tab=5'],
    ['/pages/130-x?', '/pages/130?_rsc=abc12', '/pages/130-x'],
  ])('%s for %s → %s', (location, target, expected) => {
    expect(completeRedirectQuery(location, target)).toBe(expected);
  });

  it.each(['/auth/login?redirect=%2Fprofile', '/ar/news', 'https://portal.test/ar', '/a?b?'])(
    'leaves %s as it is',
    (location) => {
      expect(completeRedirectQuery(location, '/x?tab=5')).toBe(location);
    },
  );
});

describe('keepQueryOnRedirects, as the portal server runs it', () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      keepQueryOnRedirects(req, res);
      const path = (req.url ?? '/').split('?')[0];
      if (path === '/pages/130') {
        // A cached redirect, as Next sends it: status and Location set, then end().
        res.statusCode = 307;
        res.setHeader('Location', '/pages/130-market-information?');
        res.end();
      } else if (path === '/ar/pages/130') {
        res.writeHead(308, { Location: '/ar/pages/130-%D9%85?' });
        res.end();
      } else if (path === '/ar/pages/131') {
        // Next sets some redirects' Location twice (a list): one Location goes out, completed.
        res.statusCode = 308;
        res.setHeader('Location', ['/ar/pages/131-%D9%85?', '/ar/pages/131-%D9%85?']);
        res.end();
      } else if (path === '/auth/login') {
        res.statusCode = 307;
        res.setHeader('Location', '/profile');
        res.end();
      } else {
        res.end('page');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const locationOf = (path: string, method = 'GET') =>
    new Promise<string | undefined>((resolve, reject) => {
      http
        .request(`${base}${path}`, { method }, (res) => {
          res.resume();
          resolve(res.headers.location);
        })
        .on('error', reject)
        .end();
    });

  it('fills the marked Location with the query of a GET and a HEAD', async () => {
    expect(await locationOf('/pages/130?tab=5')).toBe('/pages/130-market-information?tab=5');
    expect(await locationOf('/ar/pages/130?tab=5', 'HEAD')).toBe('/ar/pages/130-%D9%85?tab=5');
    expect(await locationOf('/pages/130')).toBe('/pages/130-market-information');
  });

  it('sends one completed Location when the answer set it as a list', async () => {
    expect(await locationOf('/ar/pages/131?tab=3')).toBe('/ar/pages/131-%D9%85?tab=3');
  });

  it('leaves a redirect that used the query (a member sent on from the login page)', async () => {
    expect(await locationOf('/auth/login?redirect=%2Fprofile')).toBe('/profile');
  });
});

describe('the proxy’s redirects keep the query', () => {
  const run = (url: string, headers: Record<string, string> = {}) =>
    proxy(new NextRequest(`https://portal.test${url}`, { headers }));
  const location = (response: Response) => response.headers.get('location');

  it('negotiates the bare root to Arabic with the query', () => {
    expect(location(run('/?tab=5', { 'accept-language': 'ar,en;q=0.5' }))).toBe(
      'https://portal.test/ar?tab=5',
    );
    expect(location(run('/?tab=5', { cookie: 'NEXT_LOCALE=ar' }))).toBe(
      'https://portal.test/ar?tab=5',
    );
  });

  it('sends an Arabic slug without /ar to /ar, with the query', () => {
    const slug = encodeURIComponent('معلومات-الأسواق');
    expect(location(run(`/pages/130-${slug}?tab=5`))).toBe(
      `https://portal.test/ar/pages/130-${slug}?tab=5`,
    );
  });

  it('sends /en/… to the unprefixed address with the query', () => {
    expect(location(run('/en/pages/130?tab=5'))).toBe('https://portal.test/pages/130?tab=5');
  });

  it('sends an internal feature address to its public one with the query', () => {
    expect(location(run('/ar/feature/market-information/130-x?tab=5'))).toBe(
      'https://portal.test/ar/pages/130-x?tab=5',
    );
  });

  it('sends a visitor from a member page to the login page, which returns with the query', () => {
    expect(location(run('/ar/my-products?page=2'))).toBe(
      'https://portal.test/ar/auth/login?redirect=%2Far%2Fmy-products%3Fpage%3D2',
    );
  });

  it('rewrites a slug-less feature address onto its route with the query (its page redirects)', () => {
    expect(run('/ar/pages/130?tab=5').headers.get('x-middleware-rewrite')).toBe(
      'https://portal.test/ar/feature/market-information/130?tab=5',
    );
  });
});
