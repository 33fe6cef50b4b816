import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  isNotFoundViewRequest,
  NOT_FOUND_VIEW_HEADER,
  NOT_FOUND_VIEW_TOKEN_ENV,
  notFoundViewPath,
  publicNotFoundPath,
} from '@/lib/navigation/not-found-view';

vi.mock('next-intl/middleware', () => import('./helpers/intl-middleware'));

const { default: proxy } = await import('@/proxy');

const TOKEN = 'a-token-only-the-server-knows-42';

describe('the 404 view (issue 25: the server HTML of the 404 page)', () => {
  it.each([
    ['/no-such-page', 'en', '/en/not-found-view/no-such-page'],
    ['/ar/no-such-page', 'ar', '/ar/not-found-view/no-such-page'],
    ['/ar/a/b%20c', 'ar', '/ar/not-found-view/a/b%20c'],
    ['/ar', 'ar', '/ar/not-found-view'],
    ['/arabic', 'en', '/en/not-found-view/arabic'],
    ['/', 'en', '/en/not-found-view'],
  ])('renders %s at its locale’s view', (pathname, locale, path) => {
    expect(notFoundViewPath(pathname)).toEqual({ locale, path });
  });

  it.each([
    ['/not-found-view/no-such-page', '/no-such-page'],
    ['/not-found-view/a/b', '/a/b'],
    ['/not-found-view', '/'],
    ['/not-found-view/not-found-view/x', '/not-found-view/x'],
    ['/not-found-viewer', '/not-found-viewer'],
    ['/news', '/news'],
  ])('gives the visitor’s path for %s', (internal, visible) => {
    expect(publicNotFoundPath(internal)).toBe(visible);
  });

  it('is asked for only with the token of the server', () => {
    expect(isNotFoundViewRequest(TOKEN, TOKEN)).toBe(true);
    expect(isNotFoundViewRequest('guess', TOKEN)).toBe(false);
    expect(isNotFoundViewRequest(null, TOKEN)).toBe(false);
    // Without a token (next dev, next start) nobody gets it; nor with a short one.
    expect(isNotFoundViewRequest('', undefined)).toBe(false);
    expect(isNotFoundViewRequest(undefined, undefined)).toBe(false);
    expect(isNotFoundViewRequest('short', 'short')).toBe(false);
  });
});

describe('proxy: the server’s own request for the 404 view', () => {
  afterEach(() => {
    delete process.env[NOT_FOUND_VIEW_TOKEN_ENV];
  });
  const run = (url: string, header?: string) =>
    proxy(
      new NextRequest(`https://portal.test${url}`, {
        headers: header ? { [NOT_FOUND_VIEW_HEADER]: header } : {},
      }),
    );

  it('rewrites it onto the view, with the query and the locale', () => {
    process.env[NOT_FOUND_VIEW_TOKEN_ENV] = TOKEN;
    const arabic = run('/ar/pages/99999-missing?tab=5', TOKEN);
    expect(arabic.headers.get('x-middleware-rewrite')).toBe(
      'https://portal.test/ar/not-found-view/pages/99999-missing?tab=5',
    );
    expect(arabic.headers.get('x-middleware-request-x-next-intl-locale')).toBe('ar');
    const english = run('/no-such-page', TOKEN);
    expect(english.headers.get('x-middleware-rewrite')).toBe(
      'https://portal.test/en/not-found-view/no-such-page',
    );
    expect(english.headers.get('x-middleware-request-x-next-intl-locale')).toBe('en');
  });

  it('routes any other request as before', () => {
    process.env[NOT_FOUND_VIEW_TOKEN_ENV] = TOKEN;
    expect(run('/no-such-page', 'guess').headers.get('x-middleware-rewrite')).toBe(
      'https://portal.test/en/no-such-page',
    );
    delete process.env[NOT_FOUND_VIEW_TOKEN_ENV];
    expect(run('/no-such-page', TOKEN).headers.get('x-middleware-rewrite')).toBe(
      'https://portal.test/en/no-such-page',
    );
  });
});
