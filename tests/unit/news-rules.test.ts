import { describe, expect, it } from 'vitest';

import {
  excerpt,
  firstParam,
  isCanonicalNewsParam,
  NEWS_PAGE_SIZE,
  newsExcerpt,
  newsListSearch,
  newsListView,
  newsPath,
  newsSlug,
  pageCountOf,
  paginate,
  parseNewsParam,
  parseNewsSort,
  plainTextOf,
  sortNews,
} from '@/features/news/news-list';
import { parsePage } from '@/lib/pagination';

const item = (id: number, news_date: string) => ({ id, news_date });
const items = [
  item(1, '2026-01-14'),
  item(2, '2026-03-04'),
  item(3, '2026-03-04'),
  item(4, '2025-12-31'),
];

describe('parseNewsSort', () => {
  it('is newest first unless the URL asks for oldest first', () => {
    expect(parseNewsSort('date-asc')).toBe('date-asc');
    expect(parseNewsSort('date-desc')).toBe('date-desc');
    for (const value of [undefined, '', 'DATE-ASC', 'title', ['date-asc'], 1]) {
      expect(parseNewsSort(value)).toBe('date-desc');
    }
  });
});

describe('parsePage', () => {
  it('reads a whole page number within the page count', () => {
    expect(parsePage('2', 3)).toBe(2);
    expect(parsePage(3, 3)).toBe(3);
  });

  it('falls back to page 1 for anything that is not a positive whole number', () => {
    for (const value of [undefined, '', 'abc', '0', '-2', '1.5', 'NaN', null]) {
      expect(parsePage(value, 5)).toBe(1);
    }
  });

  it('clamps a page past the end to the last page, and to 1 when there are no pages', () => {
    expect(parsePage('99', 2)).toBe(2);
    expect(parsePage('3', 0)).toBe(1);
  });
});

describe('pageCountOf', () => {
  it('is at least 1 and rounds up', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(1)).toBe(1);
    expect(pageCountOf(9)).toBe(1);
    expect(pageCountOf(10)).toBe(2);
    expect(pageCountOf(27)).toBe(3);
    expect(pageCountOf(5, 2)).toBe(3);
  });
});

describe('sortNews', () => {
  it('orders newest first, the higher id first on the same day', () => {
    expect(sortNews(items, 'date-desc').map((i) => i.id)).toEqual([3, 2, 1, 4]);
  });

  it('orders oldest first, the lower id first on the same day', () => {
    expect(sortNews(items, 'date-asc').map((i) => i.id)).toEqual([4, 1, 2, 3]);
  });

  it('leaves its input untouched', () => {
    const copy = [...items];
    sortNews(items, 'date-asc');
    expect(items).toEqual(copy);
  });
});

describe('paginate', () => {
  const numbers = Array.from({ length: 20 }, (_, index) => index + 1);

  it('cuts pages of 9', () => {
    expect(NEWS_PAGE_SIZE).toBe(9);
    expect(paginate(numbers, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(paginate(numbers, 3)).toEqual([19, 20]);
    expect(paginate(numbers, 4)).toEqual([]);
  });

  it('takes another page size', () => {
    expect(paginate(numbers, 2, 5)).toEqual([6, 7, 8, 9, 10]);
  });
});

describe('excerpt', () => {
  it('keeps exactly the first 100 characters and adds an ellipsis when it cuts', () => {
    const text = 'a'.repeat(100) + 'bcdef';
    const result = excerpt(text);
    expect(result).toBe(`${'a'.repeat(100)}...`);
    expect(result).toHaveLength(103);
  });

  it('adds no ellipsis to a text of 100 characters or fewer', () => {
    expect(excerpt('x'.repeat(100))).toBe('x'.repeat(100));
    expect(excerpt('Short news.')).toBe('Short news.');
  });

  it('collapses whitespace first', () => {
    expect(excerpt('  one \n\t two  ')).toBe('one two');
  });
});

describe('newsExcerpt and plainTextOf', () => {
  it('reads the text of the html body, without script or style contents', () => {
    const html =
      '<p>Exporters &amp; buyers</p><script>window.__xss = 1</script><style>p{}</style><p>met.</p>';
    expect(plainTextOf(html)).toBe('Exporters & buyers met.');
    expect(newsExcerpt(html)).toBe('Exporters & buyers met.');
  });

  it('cuts a long body at 100 characters', () => {
    expect(newsExcerpt(`<p>${'word '.repeat(40)}</p>`)).toMatch(/^.{100}\.\.\.$/);
  });
});

describe('newsSlug and newsPath', () => {
  it('is the id, a dash and the English title with spaces as hyphens', () => {
    const news = { id: 7, DESCRIPTION_ENG: '  Jordan at Gulfood 2026  ' };
    expect(newsSlug(news)).toBe('7-Jordan-at-Gulfood-2026');
    expect(newsPath(news)).toBe('/news/7-Jordan-at-Gulfood-2026');
  });

  it('drops characters that do not belong in a path', () => {
    expect(newsSlug({ id: 8, DESCRIPTION_ENG: 'Exports rise by 6.5% in H1: "good" news?' })).toBe(
      '8-Exports-rise-by-65-in-H1-good-news',
    );
  });
});

describe('parseNewsParam', () => {
  it('takes the numeric prefix as the id', () => {
    expect(parseNewsParam('11-Packaging-clinic')).toEqual({ id: 11, slug: 'Packaging-clinic' });
    expect(parseNewsParam('11')).toEqual({ id: 11, slug: '' });
    expect(parseNewsParam('5-%D8%AE%D8%A8%D8%B1')).toEqual({ id: 5, slug: 'خبر' });
  });

  it('rejects a segment without a usable id', () => {
    for (const segment of ['abc', '-3-x', '0-zero', '', '99999999999-too-big', '1e3']) {
      expect(parseNewsParam(segment), segment).toBeNull();
    }
  });
});

describe('isCanonicalNewsParam', () => {
  const news = { id: 3, DESCRIPTION_ENG: 'Trade mission to Baghdad' };

  it('accepts only the canonical slug', () => {
    expect(isCanonicalNewsParam('3-Trade-mission-to-Baghdad', news)).toBe(true);
    expect(isCanonicalNewsParam('3', news)).toBe(false);
    expect(isCanonicalNewsParam('3-old-title', news)).toBe(false);
    expect(isCanonicalNewsParam('03-Trade-mission-to-Baghdad', news)).toBe(false);
    expect(isCanonicalNewsParam('3-%E0%A4%A', news)).toBe(false);
  });
});

describe('the list view and its URL', () => {
  const many = Array.from({ length: 11 }, (_, index) =>
    item(index + 1, `2026-${String(index + 1).padStart(2, '0')}-01`),
  );

  it('shows page 1 newest first by default', () => {
    const view = newsListView(many, {});
    expect(view).toMatchObject({ page: 1, pageCount: 2, sort: 'date-desc', total: 11 });
    expect(view.items.map((i) => i.id)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('reads page and sort, and shows the last page for a page past the end', () => {
    expect(newsListView(many, { page: '2', sort: 'date-asc' }).items.map((i) => i.id)).toEqual([
      10, 11,
    ]);
    expect(newsListView(many, { page: '40' }).page).toBe(2);
  });

  it('has one empty page when there is no news', () => {
    expect(newsListView([], { page: '3' })).toMatchObject({ items: [], page: 1, pageCount: 1 });
  });

  it('writes only what differs from the defaults into the query', () => {
    expect(newsListSearch({ page: 1, sort: 'date-desc' })).toBe('');
    expect(newsListSearch({ page: 2, sort: 'date-desc' })).toBe('?page=2');
    expect(newsListSearch({ page: 1, sort: 'date-asc' })).toBe('?sort=date-asc');
    expect(newsListSearch({ page: 3, sort: 'date-asc' })).toBe('?page=3&sort=date-asc');
  });

  it('reads the first of repeated query values', () => {
    expect(firstParam(['2', '3'])).toBe('2');
    expect(firstParam('4')).toBe('4');
    expect(firstParam(undefined)).toBeUndefined();
  });
});
