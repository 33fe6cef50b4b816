import { getTranslations } from 'next-intl/server';

import { ConsoleList } from '@/components/console/console-list';
import { countValues } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

import { enquiryCsvHref, enquiryListSearch, type EnquiryListView } from '../../staff-list-query';
import { STAFF_PAGE_SIZES, type StaffEnquiryPage, type StaffOwner } from '../../staff-schemas';

import { enquiryColumns } from './enquiry-columns';
import { enquiryFilters, hasFilters } from './enquiry-filters';
import styles from './enquiry-list.module.css';

type Props = {
  locale: Locale;
  view: EnquiryListView;
  list: StaffEnquiryPage;
  owners: readonly StaffOwner[];
};

/**
 * Every enquiry (issue 13), rendered on the server with the console's kit: filters, how many, the
 * CSV export, the table sorted by its headings (overdue rows marked in words), and its pages.
 */
export async function EnquiryList({ locale, view, list, owners }: Props) {
  const t = await getTranslations({ locale, namespace: 'EnquiryDesk' });
  const kit = await getTranslations({ locale, namespace: 'Console.kit' });
  const href = (changes: Partial<EnquiryListView>) =>
    `${consolePath('/enquiries', locale)}${enquiryListSearch({ ...view, ...changes })}`;
  return (
    <ConsoleList
      filters={await enquiryFilters({ locale, view, owners })}
      notice={
        <p className={styles.target}>
          {t('target', {
            days: list.target_days,
            shown: countValues(list.target_days, locale).shown,
          })}
        </p>
      }
      total={{ testId: 'enquiries-total', text: t('list.total', countValues(list.total, locale)) }}
      tools={
        <a
          href={enquiryCsvHref(view, locale)}
          download
          className="button button-outlined"
          data-testid="export-csv"
        >
          {t('exportCsv')}
        </a>
      }
      table={{
        caption: t('list.caption'),
        columns: await enquiryColumns(locale),
        rows: list.rows,
        rowKey: (row) => row.id,
        rowProps: (row) => {
          // An overdue row is tinted by the kit and says "Overdue" in its age cell.
          const props: Record<`data-${string}`, string | number> = { 'data-enquiry': row.id };
          if (row.overdue) props['data-attention'] = 'overdue';
          return props;
        },
        empty: hasFilters(view) ? t('list.empty') : t('list.none'),
        testId: 'enquiries-table',
        sort: {
          key: view.sort,
          descending: view.order === 'desc',
          href: (key, descending) =>
            href({
              sort: key as EnquiryListView['sort'],
              order: descending ? 'desc' : 'asc',
              page: 1,
            }),
          labels: { ascending: kit('sortAscending'), descending: kit('sortDescending') },
        },
      }}
      pager={{
        page: list.page,
        pageCount: list.page_count,
        pageSize: view.page_size,
        total: list.total,
        pageSizes: STAFF_PAGE_SIZES,
        hrefFor: (page, pageSize) => href({ page, page_size: pageSize ?? view.page_size }),
      }}
    />
  );
}
