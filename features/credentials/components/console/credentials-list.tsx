import { getTranslations } from 'next-intl/server';

import type { Column } from '@/components/console/data-table';
import {
  RecordList,
  statusFilter,
  type RecordListKind,
} from '@/components/console/record-buttons/record-list';
import { StatusChip } from '@/components/console/status-chip';
import { actionsColumn } from '@/components/console/text-columns';
import { formatDate } from '@/lib/i18n/format-date';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import type { ListPage } from '@/lib/pagination';

import {
  CREDENTIAL_SEARCH_MAX,
  CREDENTIALS_CONSOLE_PAGE_SIZE,
  CREDENTIALS_CONSOLE_PAGE_SIZES,
} from '../../constants';
import { isActiveCredential } from '../../credential-list';
import type { Credential, CredentialConsoleQuery } from '../../schemas';

import { CredentialActions } from './credential-buttons';
import type { CredentialChoices } from './credential-form-dialog';
import styles from './credentials-console.module.css';

type Props = {
  locale: Locale;
  query: CredentialConsoleQuery;
  page: ListPage<Credential>;
  choices: CredentialChoices;
};

const LIST: RecordListKind = {
  path: '/credentials',
  name: 'credentials',
  pageSize: CREDENTIALS_CONSOLE_PAGE_SIZE,
  pageSizes: CREDENTIALS_CONSOLE_PAGE_SIZES,
  searchMax: CREDENTIAL_SEARCH_MAX,
};

/** /admin/credentials' list (issue 27): the search and filters, the table, its pages. */
export async function CredentialsList({ locale, query, page, choices }: Props) {
  const t = await getTranslations({ locale, namespace: 'CredentialsAdmin' });
  const filtered = query.q !== undefined || query.type !== undefined || query.status !== undefined;
  const columns: Column<Credential>[] = [
    {
      key: 'name',
      label: t('columns.name'),
      cell: (row) => <bdi className={styles.name}>{pick(row, 'name', locale)}</bdi>,
    },
    { key: 'type', label: t('columns.type'), cell: (row) => pick(row, 'type', locale) },
    {
      key: 'country',
      label: t('columns.country'),
      cell: (row) => pick(row, 'country_name', locale),
    },
    {
      key: 'date',
      label: t('columns.date'),
      nowrap: true,
      cell: (row) => <time dateTime={row.date}>{formatDate(row.date, locale)}</time>,
    },
    {
      key: 'status',
      label: t('columns.status'),
      cell: (row) =>
        isActiveCredential(row) ? (
          <StatusChip tone="success" label={t('status.active')} />
        ) : (
          <StatusChip tone="neutral" label={t('status.inactive')} />
        ),
    },
    actionsColumn(t('columns.actions'), (row) => (
      <CredentialActions credential={row} choices={choices} />
    )),
  ];
  return (
    <RecordList
      list={LIST}
      view={{ t, locale, query, page }}
      fields={[
        {
          kind: 'select',
          name: 'type',
          label: t('columns.type'),
          anyLabel: t('any'),
          defaultValue: query.type === undefined ? undefined : String(query.type),
          options: choices.types.map((type) => ({
            value: String(type.value),
            label: type.label,
          })),
        },
        statusFilter(t, query.status, ['active', 'inactive'], 'any'),
      ]}
      columns={columns}
      rowProps={(row) => ({ 'data-credential': row.id })}
      filtered={filtered}
    />
  );
}
