import type { ComponentProps } from 'react';

import { countValues } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';
import { listSearch } from '@/lib/navigation/list-query';

import { ConsoleList } from '../console-list';
import type { Column } from '../data-table';
import type { FilterField } from '../filter-fields';

/** A message of the list's namespace (`getTranslations` of the area). */
type Translate = (key: string, values?: Record<string, string | number>) => string;

/** One page of the records, as a list held in memory (`ListPage`) or as the API answers it. */
export type RecordPage<Row> = { page: number; total: number } & (
  { items: Row[]; pageCount: number } | { data: Row[]; page_count: number }
);

type PagedQuery = { page: number; page_size: number; q?: string };

/** What a list is, the same on every request. */
export type RecordListKind = {
  /** Its page in the console (`/events`). */
  path: string;
  /** Its name in the test ids: `<name>-total` and `console-<name>`. */
  name: string;
  /** The rows a page shows unless the address says (left out of the address), and the choices. */
  pageSize: number;
  pageSizes: readonly number[];
  /** The search box's longest text (`q`); none: the list has no search box. */
  searchMax?: number;
  /** Where its messages are in the area's namespace (`countries.`); none: at its top. */
  prefix?: string;
};

type Props<Row, Query extends PagedQuery> = {
  list: RecordListKind;
  /** This request's: the area's messages, the language, the list's query and its page of records. */
  view: { t: Translate; locale: Locale; query: Query; page: RecordPage<Row> };
  /** The filters after the search box. */
  fields?: FilterField[];
  /** The table's name when it is not the area's `tableLabel`. */
  caption?: string;
  columns: Column<Row>[];
  rowProps: ComponentProps<typeof ConsoleList<Row>>['table']['rowProps'];
  /** A filter is set: "none found" rather than the empty list's words. */
  filtered: boolean;
  /** Values the filter form keeps without showing them (one subject's hits). */
  keep?: Record<string, string | number | undefined>;
};

/**
 * A console list of records (a row each, with its buttons): the search box and filters, how many,
 * the table and its pages, from the area's messages `filters`, `search`, `searchHint`, `total`,
 * `tableLabel`, `none` and `empty`.
 */
export async function RecordList<Row extends { id: number }, Query extends PagedQuery>({
  list,
  view: { t: translate, locale, query, page },
  fields = [],
  caption,
  columns,
  rowProps,
  filtered,
  keep,
}: Props<Row, Query>) {
  const t: Translate = (key, values) => translate(`${list.prefix ?? ''}${key}`, values);
  const defaults = { page: 1, page_size: list.pageSize };
  const base = consolePath(list.path, locale);
  const href = (changes: Partial<PagedQuery>) =>
    `${base}${listSearch({ ...query, ...changes }, defaults)}`;
  const search: FilterField[] =
    list.searchMax === undefined
      ? []
      : [
          {
            kind: 'search',
            name: 'q',
            label: t('search'),
            hint: t('searchHint'),
            defaultValue: query.q,
            maxLength: list.searchMax,
          },
        ];
  return (
    <ConsoleList
      filters={{
        action: base,
        label: t('filters'),
        keep: {
          ...keep,
          page_size: query.page_size === defaults.page_size ? undefined : query.page_size,
        },
        fields: [...search, ...fields],
      }}
      total={{ testId: `${list.name}-total`, text: t('total', countValues(page.total, locale)) }}
      table={{
        caption: caption ?? t('tableLabel'),
        columns,
        rows: 'items' in page ? page.items : page.data,
        rowKey: (row) => row.id,
        rowProps,
        empty: filtered ? t('none') : t('empty'),
        testId: `console-${list.name}`,
      }}
      pager={{
        page: page.page,
        pageCount: 'items' in page ? page.pageCount : page.page_count,
        pageSize: query.page_size,
        total: page.total,
        pageSizes: list.pageSizes,
        hrefFor: (target, size) => href({ page: target, page_size: size ?? query.page_size }),
      }}
    />
  );
}

/** A list's filter by its records' status: "any", then each status by its `status.<value>` text. */
export function statusFilter(
  t: Translate,
  value: string | undefined,
  statuses: readonly string[],
  anyKey = 'status.any',
): FilterField {
  return {
    kind: 'select',
    name: 'status',
    label: t('columns.status'),
    anyLabel: t(anyKey),
    defaultValue: value,
    options: statuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
  };
}
