import { getTranslations } from 'next-intl/server';

import { ConsoleList } from '@/components/console/console-list';
import type { Column } from '@/components/console/data-table';
import { StatusChip } from '@/components/console/status-chip';
import { formatDate } from '@/lib/i18n/format-date';
import { countValues } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';
import { listSearch } from '@/lib/navigation/list-query';
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

const DEFAULTS = { page: 1, page_size: CREDENTIALS_CONSOLE_PAGE_SIZE };

/** /admin/credentials' list (issue 27): the search and filters, the table, its pages. */
export async function CredentialsList({ locale, query, page, choices }: Props) {
  const t = await getTranslations({ locale, namespace: 'CredentialsAdmin' });
  const base = consolePath('/credentials', locale);
  const href = (changes: Partial<CredentialConsoleQuery>) =>
    `${base}${listSearch({ ...query, ...changes }, DEFAULTS)}`;
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
    {
      key: 'actions',
      label: t('columns.actions'),
      hiddenLabel: true,
      nowrap: true,
      cell: (row) => <CredentialActions credential={row} choices={choices} />,
    },
  ];
  return (
    <ConsoleList
      filters={{
        action: base,
        label: t('filters'),
        keep: { page_size: query.page_size === DEFAULTS.page_size ? undefined : query.page_size },
        fields: [
          {
            kind: 'search',
            name: 'q',
            label: t('search'),
            hint: t('searchHint'),
            defaultValue: query.q,
            maxLength: CREDENTIAL_SEARCH_MAX,
          },
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
          {
            kind: 'select',
            name: 'status',
            label: t('columns.status'),
            anyLabel: t('any'),
            defaultValue: query.status,
            options: [
              { value: 'active', label: t('status.active') },
              { value: 'inactive', label: t('status.inactive') },
            ],
          },
        ],
      }}
      total={{ testId: 'credentials-total', text: t('total', countValues(page.total, locale)) }}
      table={{
        caption: t('tableLabel'),
        columns,
        rows: page.items,
        rowKey: (row) => row.id,
        rowProps: (row) => ({ 'data-credential': row.id }),
        empty: filtered ? t('none') : t('empty'),
        testId: 'console-credentials',
      }}
      pager={{
        page: page.page,
        pageCount: page.pageCount,
        pageSize: query.page_size,
        total: page.total,
        pageSizes: CREDENTIALS_CONSOLE_PAGE_SIZES,
        hrefFor: (target, size) => href({ page: target, page_size: size ?? query.page_size }),
      }}
    />
  );
}
