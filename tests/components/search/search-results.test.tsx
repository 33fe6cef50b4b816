import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SearchResults } from '@/features/search/components/search-results';
import type { SearchAnswer } from '@/features/search/schemas';
import { renderServer } from '@/tests/setup/server-components';

// Issue 28: /search/{keyword} as a page: the count, the chips as links to cached addresses (the
// current one marked), each result with its type and date, the matched words marked, page links.

const ANSWER: SearchAnswer = {
  q: 'olive oil',
  words: ['olive', 'oil'],
  terms: [],
  counts: {
    pages: 0,
    events: 0,
    trades: 0,
    exports: 0,
    publications: 1,
    companies: 12,
    experts: 0,
    news: 1,
  },
  items: [
    {
      type: 'publications',
      kind: 'publication',
      id: 3,
      title: 'Exporting olive oil to Germany',
      snippet: 'Germany is the largest olive oil market in northern Europe.',
      href: '/pages/130-market-information?tab=1&q=Exporting+olive+oil+to+Germany',
      date: '2026-03-01',
    },
    {
      type: 'companies',
      kind: 'product',
      id: 8,
      title: 'Extra virgin olive oil',
      snippet: '',
      href: '/buyers/products/8',
      date: null,
    },
  ],
  total: 14,
  page: 1,
  page_size: 10,
  page_count: 2,
};

describe('SearchResults', () => {
  it('shows the count, the chips as links, the results and the page links', async () => {
    await renderServer(
      <SearchResults
        keyword="olive oil"
        answer={ANSWER}
        filter={{ type: null, page: 1 }}
        locale="en"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('14 results for “olive oil”');
    const chips = screen.getByRole('navigation', { name: 'Result types' });
    const links = within(chips).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'All (14)',
      'Publications (1)',
      'Companies (12)',
      'News (1)',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[2]).toHaveAttribute('href', '/search/olive%20oil?type=companies');
    const results = screen.getByRole('list', { name: 'Results' });
    const [first, second] = within(results).getAllByRole('listitem');
    expect(first).toHaveTextContent('Publication');
    expect(first).toHaveTextContent('Mar 1, 2026');
    expect(
      within(first!).getByRole('link', { name: 'Exporting olive oil to Germany' }),
    ).toHaveAttribute('href', ANSWER.items[0]!.href);
    expect(within(first!).getAllByText(/^(olive|oil)$/i, { selector: 'mark' }).length).toBe(4);
    expect(second).toHaveTextContent('Product');
    const pages = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(within(pages).getByRole('link', { name: 'Go to page 2' })).toHaveAttribute(
      'href',
      '/search/olive%20oil?page=2',
    );
  });

  it('keeps the chosen type on its page links, in Arabic with Arabic-Indic digits', async () => {
    await renderServer(
      <SearchResults
        keyword="زيت"
        answer={{ ...ANSWER, q: 'زيت', words: ['زيت'], total: 12 }}
        filter={{ type: 'companies', page: 1 }}
        locale="ar"
      />,
      'ar',
    );
    const chips = screen.getByRole('navigation', { name: 'أنواع النتائج' });
    expect(within(chips).getByRole('link', { name: 'الشركات (١٢)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const pages = screen.getByRole('navigation', { name: 'صفحات النتائج' });
    expect(within(pages).getByRole('link', { name: 'الانتقال إلى الصفحة ٢' })).toHaveAttribute(
      'href',
      `/ar/search/${encodeURIComponent('زيت')}?type=companies&page=2`,
    );
  });

  it('says so when nothing matches', async () => {
    await renderServer(
      <SearchResults
        keyword="zzz"
        answer={{
          ...ANSWER,
          items: [],
          total: 0,
          page_count: 1,
          counts: { ...ANSWER.counts, publications: 0, companies: 0, news: 0 },
        }}
        filter={{ type: null, page: 1 }}
        locale="en"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('There is no data for this filter');
    expect(screen.queryByRole('navigation', { name: 'Result types' })).toBeNull();
  });
});
