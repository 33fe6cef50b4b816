import type { SearchAnswer } from '@/features/search/schemas';

// The search API's answers the Search dialog's test gives it (search-dialog.test.tsx).

export const COUNTS = {
  pages: 0,
  events: 2,
  trades: 0,
  exports: 0,
  publications: 0,
  companies: 1,
  experts: 0,
  news: 0,
};

export function answer(query: URLSearchParams): SearchAnswer {
  const type = query.get('type');
  const items: SearchAnswer['items'] = [
    {
      type: 'events',
      kind: 'event',
      id: 4,
      title: 'Jordan International Food Expo',
      snippet: 'Food processors from Jordan met importers.',
      href: '/local-events?q=Jordan+International+Food+Expo',
      date: '2026-09-01',
    },
    {
      type: 'companies',
      kind: 'company',
      id: 19,
      title: 'Jordan Dates Co.',
      snippet: '',
      href: '/buyers/19',
      date: null,
    },
    {
      type: 'events',
      kind: 'event',
      id: 7,
      title: 'Made in Jordan',
      snippet: '',
      href: '/local-events?q=Made+in+Jordan',
      date: '2026-10-01',
    },
  ].filter((item) => !type || item.type === type) as SearchAnswer['items'];
  return {
    q: query.get('q') ?? '',
    words: ['jordan'],
    terms: [],
    counts: COUNTS,
    items,
    total: items.length,
    page: 1,
    page_size: 20,
    page_count: 1,
  };
}
