import { describe, expect, it } from 'vitest';

import { parsePageParam } from '@/features/content/parse-page-param';
import type { MenuChildSummary, MenuPageWithChildren } from '@/features/content/schemas';
import { childHref, contentPath, movedPagePath, pageHref } from '@/lib/navigation/menu-links';

const child = (over: Partial<MenuChildSummary>): MenuChildSummary => ({
  id: 13,
  page_id: 4,
  menu_id: 1,
  a_id: null,
  url: 'export-guide',
  url_ara: 'دليل-التصدير',
  link: null,
  link_ara: null,
  nav_title_eng: '',
  nav_title_ara: '',
  title_eng: 'Export Guide',
  title_ara: 'دليل التصدير',
  sort: 0,
  ...over,
});

const page = (
  childs: MenuChildSummary[],
  over: Partial<MenuPageWithChildren> = {},
): MenuPageWithChildren => ({
  id: 4,
  menu_id: 1,
  title_eng: 'Exporters',
  title_ara: 'المصدرون',
  link: null,
  link_ara: null,
  url: 'exporters',
  url_ara: 'المصدرون',
  a_id: null,
  sort: 0,
  childs,
  ...over,
});

describe('contentPath (part 1 §2.1)', () => {
  it('routes an item with an application id to /pages/{a_id}-{url}, Arabic slug in Arabic', () => {
    expect(contentPath(child({ a_id: 120 }), 'en')).toBe('/pages/120-export-guide');
    expect(contentPath(child({ a_id: 120 }), 'ar')).toBe('/pages/120-دليل-التصدير');
  });

  it('routes menus 1 and 2 to /menu-1 and other menus to /menu-3', () => {
    expect(contentPath(child({ menu_id: 1 }), 'en')).toBe('/menu-1/13-export-guide');
    expect(contentPath(child({ menu_id: 2 }), 'en')).toBe('/menu-1/13-export-guide');
    expect(contentPath(child({ menu_id: 3 }), 'en')).toBe('/menu-3/13-export-guide');
  });
});

describe('pageHref (part 1 §2.2)', () => {
  it('opens the external link of an item that has one', () => {
    expect(pageHref(page([], { link: 'https://example.org' }), 'en')).toEqual({
      href: 'https://example.org',
      external: true,
    });
  });

  it('goes to the first child without an external link', () => {
    const childs = [
      child({ id: 40, link: 'https://customs.gov.jo' }),
      child({ id: 41, a_id: 130, url: 'market' }),
    ];
    expect(pageHref(page(childs), 'en')).toEqual({ href: '/pages/130-market', external: false });
  });

  it('goes to the page of ours a first child links to (issue 27: the Events item)', () => {
    const childs = [
      child({
        id: 9,
        a_id: 90,
        link: '/international-events',
        link_ara: '/ar/international-events',
      }),
      child({ id: 91, a_id: 91, link: '/credentials', link_ara: '/ar/credentials' }),
    ];
    expect(pageHref(page(childs), 'ar')).toEqual({
      href: '/international-events',
      external: false,
    });
    const trade = [
      child({ id: 20, link: '/free-trade-agreements' }),
      child({ id: 22, url: 'fta-matrix' }),
    ];
    expect(pageHref(page(trade), 'en').href).toBe('/free-trade-agreements');
  });

  it('goes to the under-construction page when no child qualifies', () => {
    expect(pageHref(page([child({ link: 'https://customs.gov.jo' })]), 'en').href).toBe(
      '/page-under-construction',
    );
    expect(pageHref(page([]), 'en').href).toBe('/page-under-construction');
  });
});

describe('childHref', () => {
  it('keeps internal links inside the portal without a locale prefix', () => {
    expect(childHref(child({ link: '/news', link_ara: '/ar/news' }), 'ar')).toEqual({
      href: '/news',
      external: false,
    });
  });
});

describe('movedPagePath', () => {
  it('names the page of ours a menu page links to, in each language; null otherwise', () => {
    const moved = child({ link: '/pool-of-experts', link_ara: '/ar/pool-of-experts' });
    expect(movedPagePath(moved, 'en')).toBe('/pool-of-experts');
    expect(movedPagePath(moved, 'ar')).toBe('/pool-of-experts');
    expect(movedPagePath(child({}), 'en')).toBeNull();
    expect(movedPagePath(child({ link: 'https://www.customs.gov.jo' }), 'en')).toBeNull();
  });
});

describe('parsePageParam', () => {
  it('takes the numeric prefix as the page id', () => {
    expect(parsePageParam('120-export-guide')).toEqual({ id: 120, slug: 'export-guide' });
    expect(parsePageParam(encodeURIComponent('120-دليل-التصدير'))).toEqual({
      id: 120,
      slug: 'دليل-التصدير',
    });
    expect(parsePageParam('53')).toEqual({ id: 53, slug: '' });
  });

  it('rejects segments without a positive numeric prefix', () => {
    expect(parsePageParam('export-guide')).toBeNull();
    expect(parsePageParam('0-x')).toBeNull();
    expect(parsePageParam('-1-x')).toBeNull();
  });
});
