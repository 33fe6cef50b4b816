import type { Context } from 'hono';

import { pageFields, pageItems } from '@/lib/pagination';
import { optionalPageQuery } from '@/lib/validation/page-query';

import { appendLink } from './conditional-get';
import type { AppEnv } from './types';

// Issue 39 "Open data": a public list that was answered whole (an array) takes `page` and
// `page_size` too. Without either it answers whole as before, so no caller changes; with one it
// answers that page, still an array, its total in `X-Total-Count` and the next and previous pages
// in `Link` (RFC 8288).

/** The query fields: `page` from 1, `page_size` from 1 to `maxSize` (default `defaultSize`). */
export const optionalPaging = (maxSize: number) => optionalPageQuery({ maxPage: 100_000, maxSize });

/** The OpenAPI headers of a paged answer. */
export const pagingHeaders = {
  'X-Total-Count': {
    description: 'How many records the whole list holds (sent when `page` or `page_size` is given)',
    schema: { type: 'integer' as const },
  },
  Link: {
    description:
      'The licence (`rel="license"`) and, when paged, the next and previous pages (`rel="next"`, `rel="prev"`)',
    schema: { type: 'string' as const },
  },
};

/** The rows of the page asked for, or all of them when no page was; sets the paging headers. */
export function pagedRows<T>(
  c: Context<AppEnv>,
  rows: readonly T[],
  query: { page?: number; page_size?: number },
  defaultSize: number,
): T[] {
  if (query.page === undefined && query.page_size === undefined) return [...rows];
  const size = query.page_size ?? defaultSize;
  const { page, page_count } = pageFields(rows.length, query.page ?? 1, size);
  c.header('X-Total-Count', String(rows.length));
  const at = (target: number) => {
    const url = new URL(c.req.url);
    url.searchParams.set('page', String(target));
    return `<${url.pathname}${url.search}>`;
  };
  const headers = new Headers();
  if (page < page_count) appendLink(headers, `${at(page + 1)}; rel="next"`);
  if (page > 1)
    appendLink(headers, `${at(Math.max(1, Math.min(page - 1, page_count)))}; rel="prev"`);
  const link = headers.get('link');
  if (link) c.header('Link', link, { append: true });
  return pageItems(rows, page, size);
}
