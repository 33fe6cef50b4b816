import { getTranslations } from 'next-intl/server';

import { ConsoleList } from '@/components/console/console-list';
import type { Column } from '@/components/console/data-table';
import { StatusChip } from '@/components/console/status-chip';
import { countValues } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';
import { listSearch } from '@/lib/navigation/list-query';
import type { ListPage } from '@/lib/pagination';

import { AGREEMENT_SEARCH_MAX } from '../../constants';
import type { AgreementConsoleQuery, FtaCountryRow, TradeAgreement } from '../../schemas';

import styles from './agreements-console.module.css';
import { CountryActions } from './country-buttons';
import type { CountryChoices } from './country-form-dialog';

type Props = {
  locale: Locale;
  query: AgreementConsoleQuery;
  page: ListPage<FtaCountryRow>;
  agreements: TradeAgreement[];
  choices: CountryChoices;
};

const DEFAULTS = { page: 1, page_size: 20 };

/** /admin/agreements/countries' list (issue 27): the map's country pages, searched and paged. */
export async function CountriesConsoleList({ locale, query, page, agreements, choices }: Props) {
  const t = await getTranslations({ locale, namespace: 'AgreementsAdmin' });
  const base = consolePath('/agreements/countries', locale);
  const href = (changes: Partial<AgreementConsoleQuery>) =>
    `${base}${listSearch({ ...query, ...changes }, DEFAULTS)}`;
  const titles = new Map(
    agreements.map((agreement) => [agreement.id, pick(agreement, 'title', locale)]),
  );
  const columns: Column<FtaCountryRow>[] = [
    {
      key: 'title',
      label: t('countries.columns.title'),
      cell: (row) => (
        <>
          <bdi className={styles.name}>{pick(row, 'title', locale)}</bdi>{' '}
          <bdi className={styles.code} dir="ltr">
            {row.country_code}
          </bdi>
        </>
      ),
    },
    {
      key: 'agreements',
      label: t('countries.columns.agreements'),
      cell: (row) =>
        row.agreement_ids
          .map((id) => titles.get(id))
          .filter(Boolean)
          .join(locale === 'ar' ? '، ' : ', '),
    },
    {
      key: 'visible',
      label: t('countries.columns.visible'),
      cell: (row) =>
        row.visible ? (
          <StatusChip tone="success" label={t('countries.shown')} />
        ) : (
          <StatusChip tone="neutral" label={t('countries.hidden')} />
        ),
    },
    {
      key: 'actions',
      label: t('columns.actions'),
      hiddenLabel: true,
      nowrap: true,
      cell: (row) => <CountryActions page={row} choices={choices} />,
    },
  ];
  return (
    <ConsoleList
      filters={{
        action: base,
        label: t('countries.filters'),
        keep: { page_size: query.page_size === DEFAULTS.page_size ? undefined : query.page_size },
        fields: [
          {
            kind: 'search',
            name: 'q',
            label: t('countries.search'),
            hint: t('countries.searchHint'),
            defaultValue: query.q,
            maxLength: AGREEMENT_SEARCH_MAX,
          },
        ],
      }}
      total={{
        testId: 'countries-total',
        text: t('countries.total', countValues(page.total, locale)),
      }}
      table={{
        caption: t('countries.tableLabel'),
        columns,
        rows: page.items,
        rowKey: (row) => row.id,
        rowProps: (row) => ({ 'data-country': row.country_code }),
        empty: query.q ? t('countries.none') : t('countries.empty'),
        testId: 'console-countries',
      }}
      pager={{
        page: page.page,
        pageCount: page.pageCount,
        pageSize: query.page_size,
        total: page.total,
        pageSizes: [10, 20, 50, 100],
        hrefFor: (target, size) => href({ page: target, page_size: size ?? query.page_size }),
      }}
    />
  );
}
