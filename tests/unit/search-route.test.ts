import { describe, expect, it } from 'vitest';

import { keywordOf } from '@/features/search/keyword';
import {
  parseSearchFilterSegment,
  routeSearchPage,
  searchFilterOf,
  searchPath,
} from '@/features/search/search-route';

// Issue 28: /search/{keyword}?type=…&page=… rewritten onto a cached route, and back.

describe('routeSearchPage', () => {
  it('rewrites a public address onto the internal route, the keyword kept encoded', () => {
    expect(routeSearchPage('/search/olive%20oil', new URLSearchParams())).toEqual({
      type: 'rewrite',
      locale: 'en',
      path: '/en/search-results/all-1/olive%20oil',
    });
    expect(routeSearchPage('/ar/search/50%25', new URLSearchParams('type=news&page=3'))).toEqual({
      type: 'rewrite',
      locale: 'ar',
      path: '/ar/search-results/news-3/50%25',
    });
    expect(routeSearchPage('/search', new URLSearchParams())).toMatchObject({
      path: '/en/search-results/all-1',
    });
  });

  it('sends the header box sent without scripts (/search?keyword=) to the keyword’s address (issue 31)', () => {
    expect(routeSearchPage('/search', new URLSearchParams('keyword=olive oil'))).toEqual({
      type: 'redirect',
      path: '/search/olive%20oil',
      query: 'own',
    });
    expect(
      routeSearchPage('/ar/search', new URLSearchParams('keyword=%D8%B2%D9%8A%D8%AA&type=news')),
    ).toEqual({ type: 'redirect', path: '/ar/search/%D8%B2%D9%8A%D8%AA?type=news', query: 'own' });
    expect(routeSearchPage('/search', new URLSearchParams(`keyword=${'a'.repeat(250)}`))).toEqual({
      type: 'redirect',
      path: `/search/${'a'.repeat(200)}`,
      query: 'own',
    });
    // An empty box opens the search page; a keyword in the path wins over the query.
    expect(routeSearchPage('/search', new URLSearchParams('keyword=  '))).toMatchObject({
      type: 'rewrite',
      path: '/en/search-results/all-1',
    });
    expect(routeSearchPage('/search/x', new URLSearchParams('keyword=y'))).toMatchObject({
      type: 'rewrite',
      path: '/en/search-results/all-1/x',
    });
  });

  it('reads odd filters as every type on page 1 (a bounded cache)', () => {
    expect(searchFilterOf(new URLSearchParams('type=sponsors&page=-2'))).toEqual({
      type: null,
      page: 1,
    });
    expect(searchFilterOf(new URLSearchParams('page=99999'))).toEqual({ type: null, page: 100 });
  });

  it('sends the internal route asked for from outside to its public address', () => {
    expect(routeSearchPage('/ar/search-results/events-2/x', new URLSearchParams())).toEqual({
      type: 'redirect',
      path: '/ar/search/x?type=events&page=2',
    });
    expect(routeSearchPage('/search-results/bogus/x', new URLSearchParams())).toBeNull();
    expect(routeSearchPage('/news', new URLSearchParams())).toBeNull();
  });

  it('refuses a segment the proxy never writes', () => {
    expect(parseSearchFilterSegment('all-1')).toEqual({ type: null, page: 1 });
    expect(parseSearchFilterSegment('news-12')).toEqual({ type: 'news', page: 12 });
    for (const segment of ['all-0', 'all-01', 'all-101', 'sponsors-1', 'news', 'ALL-1']) {
      expect(parseSearchFilterSegment(segment), segment).toBeNull();
    }
  });

  it('writes the public address of a keyword and a filter', () => {
    expect(searchPath('olive oil')).toBe('/search/olive%20oil');
    expect(searchPath('زيت', { type: 'companies', page: 2 })).toBe(
      `/search/${encodeURIComponent('زيت')}?type=companies&page=2`,
    );
    expect(searchPath('')).toBe('/search');
  });
});

describe('keywordOf', () => {
  it('decodes once, drops control characters, trims and cuts to 200 characters', () => {
    expect(keywordOf(['50%25'])).toBe('50%');
    expect(keywordOf(['%'])).toBe('%');
    expect(keywordOf(['a%00b'])).toBe('ab');
    expect(keywordOf(['a', 'b'])).toBe('a/b');
    expect(keywordOf([` ${'x'.repeat(300)}`])).toHaveLength(200);
    expect(keywordOf(undefined)).toBe('');
  });
});
