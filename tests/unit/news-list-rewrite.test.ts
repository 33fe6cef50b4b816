import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';

import { firstParam, newsListView, newsSlug, parseNewsParam } from '@/features/news/news-list';
import {
  NEWS_MAX_PAGE,
  newsListQueryOf,
  parseNewsListSegments,
  routeNewsList,
} from '@/features/news/news-list-route';

vi.mock('next-intl/middleware', () => import('./helpers/intl-middleware'));

const { default: proxy } = await import('@/proxy');

const search = (query: string) => new URLSearchParams(query);
const rewriteOf = (path: string) =>
  routeNewsList(path.split('?')[0]!, search(path.split('?')[1] ?? ''));

describe('routeNewsList: the list URL onto its cached path (issue 11)', () => {
  it.each([
    ['/news', '/en/news/list/date-desc/1'],
    ['/news?page=2', '/en/news/list/date-desc/2'],
    ['/news?page=2&sort=date-asc', '/en/news/list/date-asc/2'],
    ['/news?sort=date-asc&page=2&utm_source=mail', '/en/news/list/date-asc/2'],
    ['/ar/news', '/ar/news/list/date-desc/1'],
    ['/ar/news?sort=date-asc', '/ar/news/list/date-asc/1'],
  ])('%s → %s', (url, path) => {
    expect(rewriteOf(url)).toEqual({ type: 'rewrite', locale: path.split('/')[1], path });
  });

  it.each([
    // anything that is not a whole page number from 1 is page 1, as the list always read it
    ['page=0', 1],
    ['page=-2', 1],
    ['page=1.5', 1],
    ['page=abc', 1],
    ['page=', 1],
    ['page=NaN', 1],
    ['page=%ff', 1],
    ['page=2&page=3', 2], // the first value
    ['page=%202%20', 2], // Number() trims, as parsePage always did
    ['page=99', 99], // past the end: the route shows the last page
    ['page=99999999999', NEWS_MAX_PAGE],
  ])('reads ?%s as page %i', (query, page) => {
    expect(newsListQueryOf(search(query)).page).toBe(page);
  });

  it.each(['', 'sort=DATE-ASC', 'sort=title', 'sort=', 'sort=date-desc'])(
    'reads ?%s as newest first',
    (query) => {
      expect(newsListQueryOf(search(query)).sort).toBe('date-desc');
    },
  );

  it('shows for every odd query the view the page showed when it read the query itself', () => {
    const items = Array.from({ length: 11 }, (_, index) => ({
      id: index + 1,
      news_date: `2026-01-${String(index + 10)}`,
    }));
    const queries = ['', 'page=2', 'page=99', 'page=0', 'page=x', 'page=2&page=1', 'sort=date-asc'];
    for (const list of [items, []]) {
      for (const query of queries.flatMap((q) => [q, `${q}&sort=date-asc`, `${q}&sort=bad`])) {
        const params = search(query);
        const before = newsListView(list, {
          page: firstParam(params.getAll('page')),
          sort: firstParam(params.getAll('sort')),
        });
        expect(newsListView(list, newsListQueryOf(params)), query).toEqual(before);
      }
    }
  });

  it('leaves every other path alone, articles included', () => {
    for (const path of [
      '/',
      '/news/11-Packaging-clinic',
      `/news/${newsSlug({ id: 7, DESCRIPTION_ENG: 'list of fairs' })}`,
      '/news/list',
      '/news/list/date-asc',
      '/news/list/date-asc/2/more',
      '/newsletter',
      '/en/news', // next-intl sends it to /news first
      '/pages/news',
    ]) {
      expect(routeNewsList(path, search('page=2')), path).toBeNull();
    }
    // No article can be shadowed: the list's segment is never an article's {id}-{slug}.
    expect(parseNewsParam('list')).toBeNull();
  });

  it('sends the internal path, asked for from outside, to its public address', () => {
    expect(rewriteOf('/news/list/date-asc/2')).toEqual({
      type: 'redirect',
      path: '/news?page=2&sort=date-asc',
    });
    expect(rewriteOf('/ar/news/list/date-desc/1')).toEqual({ type: 'redirect', path: '/ar/news' });
    for (const path of [
      '/news/list/title/2',
      '/news/list/date-asc/0',
      '/news/list/date-asc/02',
      '/news/list/date-asc/1001',
    ]) {
      expect(rewriteOf(path), path).toBeNull(); // left to the route, which answers 404
    }
  });
});

describe('parseNewsListSegments: what the cached route accepts', () => {
  it('takes exactly what the proxy writes', () => {
    expect(parseNewsListSegments('date-asc', '2')).toEqual({ sort: 'date-asc', page: 2 });
    expect(parseNewsListSegments('date-desc', String(NEWS_MAX_PAGE))).toEqual({
      sort: 'date-desc',
      page: NEWS_MAX_PAGE,
    });
  });

  it.each([
    ['title', '1'],
    ['date-asc', '0'],
    ['date-asc', '01'],
    ['date-asc', '1.0'],
    ['date-asc', '-1'],
    ['date-asc', String(NEWS_MAX_PAGE + 1)],
    ['date-asc', '99999'],
  ])('refuses %s/%s (a 404)', (sort, page) => {
    expect(parseNewsListSegments(sort, page)).toBeNull();
  });
});

describe('proxy: the news list rewrite', () => {
  const run = (url: string, init?: ConstructorParameters<typeof NextRequest>[1]) =>
    proxy(new NextRequest(`https://portal.test${url}`, init));

  it('rewrites the English list onto its cached path, with the query and the locale', () => {
    const response = run('/news?page=2&sort=date-asc');
    expect(response.headers.get('x-middleware-rewrite')).toBe(
      'https://portal.test/en/news/list/date-asc/2?page=2&sort=date-asc',
    );
    expect(response.headers.get('x-middleware-request-x-next-intl-locale')).toBe('en');
  });

  it("rewrites the Arabic list and keeps next-intl's locale cookie", () => {
    const response = run('/ar/news?page=2');
    expect(response.headers.get('x-middleware-rewrite')).toBe(
      'https://portal.test/ar/news/list/date-desc/2?page=2',
    );
    expect(response.headers.get('link')).toBeNull();
    expect(response.cookies.get('NEXT_LOCALE')).toMatchObject({ value: 'ar', maxAge: 31_536_000 });
  });

  it("lets next-intl's redirect of /en/news go first", () => {
    const response = run('/en/news?page=2');
    expect(response.headers.get('location')).toBe('https://portal.test/news?page=2');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('redirects the internal path for good to the public address', () => {
    const response = run('/ar/news/list/date-asc/3');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(
      'https://portal.test/ar/news?page=3&sort=date-asc',
    );
  });

  it('routes an article as before', () => {
    const response = run('/news/11-Packaging-clinic');
    expect(response.headers.get('x-middleware-rewrite')).toBe(
      'https://portal.test/en/news/11-Packaging-clinic',
    );
  });
});
