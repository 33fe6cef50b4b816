import { describe, expect, it } from 'vitest';

import { sitemapPages } from '@/app/sitemap-pages';
import type { MenuChildSummary } from '@/features/content/schemas';
import { buildRobots } from '@/lib/seo/robots';
import { buildSitemap } from '@/lib/seo/sitemap';

const SITE = 'https://jordanexports.example';

const child = (fields: Partial<MenuChildSummary> & Pick<MenuChildSummary, 'id'>) => ({
  page_id: 1,
  menu_id: 1,
  a_id: null,
  url: `page-${fields.id}`,
  url_ara: '',
  link: null,
  link_ara: null,
  nav_title_eng: '',
  nav_title_ara: '',
  title_eng: '',
  title_ara: '',
  sort: 0,
  ...fields,
});

const sources = {
  news: [{ id: 2, DESCRIPTION_ENG: 'Gulfood 2026', news_date: '2026-02-03', updated_at: '' }],
  sponsors: [{ id: 1 }],
  menuChildren: [
    child({ id: 10, a_id: 120, url: 'export-guide', url_ara: 'دليل-التصدير' }),
    child({ id: 11, menu_id: 3, a_id: 120, url: 'guide-copy' }), // /pages/120 serves id 10
    child({ id: 12, menu_id: 2, url: 'trade-portal' }),
    child({ id: 13, menu_id: 3, url: 'site-map' }),
    child({ id: 14, url: 'outside', link: 'https://example.org' }),
    child({ id: 15, url: 'internal', link: '/news' }),
  ],
};

describe('sitemapPages', () => {
  it('lists home, the news, each item, each sponsor and each menu page once', () => {
    const pages = sitemapPages(sources);
    expect(pages.map((page) => page.path)).toEqual([
      '/',
      '/news',
      '/export-trade-support-institutions',
      '/pool-of-experts',
      '/international-events',
      '/local-events',
      '/credentials',
      '/free-trade-agreements',
      '/fta-map',
      '/e-services',
      '/hs-finder',
      '/hs-finder/browse',
      '/market-access',
      '/where-to-sell',
      '/compare-markets',
      '/trade-leads',
      '/alerts',
      '/trade-barriers/register',
      '/open-data',
      '/screening',
      '/news/2-Gulfood-2026',
      '/sponsor/1',
      { en: '/pages/120-export-guide', ar: '/pages/120-دليل-التصدير' },
      { en: '/menu-1/12-trade-portal', ar: '/menu-1/12-trade-portal' },
      { en: '/menu-3/13-site-map', ar: '/menu-3/13-site-map' },
      '/local-buyers/products',
      '/local-buyers/services',
    ]);
    expect(pages.find((page) => page.path === '/news/2-Gulfood-2026')?.lastModified).toBe(
      '2026-02-03',
    );
  });
});

describe('sitemapPages with the buyer directories', () => {
  it('adds each public company and item page', () => {
    const buyers = { companies: [{ id: 3 }], items: [{ type: 'services', id: 7 }] };
    const paths = sitemapPages({ ...sources, buyers }).map((page) => page.path);
    expect(paths.slice(-2)).toEqual(['/buyers/3', '/buyers/services/7']);
  });
});

describe('sitemapPages with the credentials and the map (issue 27)', () => {
  it('adds each credential and each visible country page', () => {
    const paths = sitemapPages({
      ...sources,
      credentials: [{ id: 4 }],
      ftaCountries: [{ id: 9 }],
    }).map((page) => page.path);
    expect(paths.slice(-2)).toEqual(['/credentials/4', '/fta-country-agreement/9']);
  });
});

describe('sitemapPages with the HS tree (issue 37)', () => {
  it('adds the finder, the tree and each section, chapter and heading page', () => {
    const paths = sitemapPages({ ...sources, hsNodes: ['XV', '15', '1509'] }).map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['/hs-finder', '/hs-finder/browse']));
    expect(paths.slice(-3)).toEqual([
      '/hs-finder/browse/XV',
      '/hs-finder/browse/15',
      '/hs-finder/browse/1509',
    ]);
  });
});

describe('sitemapPages with market access (issue 37)', () => {
  it('adds the entry page and the pages of the headings staff entered terms for', () => {
    const paths = sitemapPages({
      ...sources,
      marketAccess: ['/market-access/1509/US', '/market-access/6109/US'],
    }).map((p) => p.path);
    expect(paths).toContain('/market-access');
    expect(paths.slice(-2)).toEqual(['/market-access/1509/US', '/market-access/6109/US']);
  });
});

describe('sitemapPages with where to sell (issue 38)', () => {
  it('adds the code box and the pages of the products with trade flows', () => {
    const paths = sitemapPages({ ...sources, whereToSell: ['/where-to-sell/150920'] }).map(
      (p) => p.path,
    );
    expect(paths).toContain('/where-to-sell');
    expect(paths.at(-2)).toBe('/where-to-sell/150920');
    // Issue 58: and its markets side by side.
    expect(paths).toContain('/compare-markets');
    expect(paths.at(-1)).toBe('/compare-markets/150920');
  });
});

describe('buildSitemap', () => {
  const entries = buildSitemap(sitemapPages(sources), SITE);

  it('has an absolute entry per page and language', () => {
    expect(entries).toHaveLength(54);
    for (const entry of entries) expect(entry.url.startsWith(`${SITE}/`)).toBe(true);
    const urls = entries.map((entry) => decodeURI(entry.url));
    expect(urls).toContain(`${SITE}/news`);
    expect(urls).toContain(`${SITE}/ar/news`);
    expect(urls).toContain(`${SITE}/ar/e-services`);
    expect(urls).toContain(`${SITE}/ar/pages/120-دليل-التصدير`);
    expect(urls.some((url) => url.includes('page-under-construction'))).toBe(false);
  });

  it('gives every entry its page in both languages and x-default', () => {
    const arabicNews = entries.find((entry) => entry.url === `${SITE}/ar/news`);
    expect(arabicNews?.alternates?.languages).toEqual({
      en: `${SITE}/news`,
      ar: `${SITE}/ar/news`,
      'x-default': `${SITE}/news`,
    });
  });
});

describe('buildRobots', () => {
  it('allows everything but the API, the member area and sign-in, and names the sitemap', () => {
    const robots = buildRobots(SITE);
    expect(robots.sitemap).toBe(`${SITE}/sitemap.xml`);
    const rules = Array.isArray(robots.rules) ? robots.rules[0] : robots.rules;
    expect(rules).toMatchObject({ userAgent: '*', allow: '/' });
    expect(rules?.disallow).toEqual(
      expect.arrayContaining([
        '/api/',
        '/profile',
        '/edit-profile',
        '/my-*',
        '/add-*',
        '/auth/',
        '/ar/profile',
        '/ar/my-*',
        '/ar/auth/',
      ]),
    );
  });
});
