import { getTranslations } from 'next-intl/server';

import type { Column } from '@/components/console/data-table';
import { RecordList, type RecordListKind } from '@/components/console/record-buttons/record-list';
import { StatusChip } from '@/components/console/status-chip';
import { actionsColumn } from '@/components/console/text-columns';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
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

const LIST: RecordListKind = {
  path: '/agreements/countries',
  name: 'countries',
  pageSize: 20,
  pageSizes: [10, 20, 50, 100],
  searchMax: AGREEMENT_SEARCH_MAX,
  prefix: 'countries.',
};

/** /admin/agreements/countries' list (issue 27): the map's country pages, searched and paged. */
export async function CountriesConsoleList({ locale, query, page, agreements, choices }: Props) {
  const t = await getTranslations({ locale, namespace: 'AgreementsAdmin' });
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
    actionsColumn(t('columns.actions'), (row) => <CountryActions page={row} choices={choices} />),
  ];
  return (
    <RecordList
      list={LIST}
      view={{ t, locale, query, page }}
      columns={columns}
      rowProps={(row) => ({ 'data-country': row.country_code })}
      filtered={Boolean(query.q)}
    />
  );
}
