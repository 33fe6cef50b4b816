import { describe, expect, it } from 'vitest';

import { publicFeaturePath, routeFeaturePage } from '@/lib/navigation/feature-pages';

describe('feature pages have routes of their own (lib/navigation/feature-pages.ts)', () => {
  it.each([
    ['/pages/120-export-guide', 'en', '/en/feature/export-guide/120-export-guide'],
    ['/pages/120', 'en', '/en/feature/export-guide/120'],
    ['/ar/pages/190-اتصل-بنا', 'ar', '/ar/feature/contact/190-اتصل-بنا'],
    ['/pages/800-reporting', 'en', '/en/feature/trade-barriers/800-reporting'],
    ['/ar/menu-1/32-faq', 'ar', '/ar/feature/faq-buyers/32-faq'],
    [
      '/pages/170-jordan-key-trade-players',
      'en',
      '/en/feature/key-trade-players/170-jordan-key-trade-players',
    ],
  ])('rewrites %s onto its route', (pathname, locale, path) => {
    expect(routeFeaturePage(pathname)).toEqual({ type: 'rewrite', locale, path });
  });

  it.each([
    '/pages/175-key-trade-players',
    '/menu-1/19-trade-facilitation-portal',
    '/menu-3/32-x',
    '/pages/1200-export-guide',
    '/pages/120-export-guide/more',
    '/news/120-export-guide',
    '/feature/unknown/120-x',
  ])('leaves %s alone', (pathname) => {
    expect(routeFeaturePage(pathname)).toBeNull();
  });

  it('sends an internal address asked for from outside to the public one', () => {
    expect(routeFeaturePage('/ar/feature/contact/190-x')).toEqual({
      type: 'redirect',
      path: '/ar/pages/190-x',
    });
    expect(routeFeaturePage('/feature/faq-buyers/32-faq')).toEqual({
      type: 'redirect',
      path: '/menu-1/32-faq',
    });
  });

  it('gives the public path of a rendered internal one', () => {
    expect(publicFeaturePath('/feature/export-guide/120-export-guide')).toBe(
      '/pages/120-export-guide',
    );
    expect(publicFeaturePath('/feature/faq-buyers/32-faq')).toBe('/menu-1/32-faq');
    expect(publicFeaturePath('/news')).toBe('/news');
  });
});
