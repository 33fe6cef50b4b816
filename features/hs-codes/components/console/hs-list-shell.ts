import type { FilterField } from '@/components/console/filter-fields';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';
import { listSearch } from '@/lib/navigation/list-query';

import { HS_CONSOLE_PAGE_SIZE, HS_CONSOLE_PAGE_SIZES, HS_QUERY_MAX } from '../../constants';

// What the HS console's paged lists (the codes, the synonyms: issue 37) share around their
// columns: their address with the query, the page size the filter form keeps, the search box
// (a code in any spelling, or words) and the pages.

type ListQuery = { q?: string; page: number; page_size: number };
type ListPage = { total: number; page: number; page_count: number };

const DEFAULTS = { page: 1, page_size: HS_CONSOLE_PAGE_SIZE };

export function hsListShell<Q extends ListQuery>(
  locale: Locale,
  path: string,
  query: Q,
  page: ListPage,
) {
  const base = consolePath(path, locale);
  const href = (changes: Partial<Q>) => `${base}${listSearch({ ...query, ...changes }, DEFAULTS)}`;
  return {
    base,
    keep: { page_size: query.page_size === DEFAULTS.page_size ? undefined : query.page_size },
    search: (label: string, hint: string): FilterField => ({
      kind: 'search',
      name: 'q',
      label,
      hint,
      defaultValue: query.q,
      maxLength: HS_QUERY_MAX,
    }),
    pager: {
      page: page.page,
      pageCount: page.page_count,
      pageSize: query.page_size,
      total: page.total,
      pageSizes: HS_CONSOLE_PAGE_SIZES,
      hrefFor: (target: number, size?: number) =>
        href({ page: target, page_size: size ?? query.page_size } as Partial<Q>),
    },
  };
}
