import { getTranslations } from 'next-intl/server';

import { type Column, DataTable } from '@/components/console/data-table';
import { StatusChip } from '@/components/console/status-chip';
import { formatDate } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

import type { StaffAccount } from '../../schemas';

import { StaffAccountActions, StaffRoleSelect } from './staff-account-controls';
import styles from './staff-accounts.module.css';

type Props = {
  locale: Locale;
  accounts: StaffAccount[];
  /** The administrator looking: their own row has no role choice and no action. */
  currentUserId: number;
};

type Row = StaffAccount & { name: string; self: boolean };

/**
 * /admin/staff's list (issue 13): each account's name and address, role (a choice on the others'
 * rows), second factor and state as words in colour, creation day, and the changes it allows.
 */
export async function StaffAccountsList({ locale, accounts, currentUserId }: Props) {
  const t = await getTranslations({ locale, namespace: 'StaffAccounts' });
  const roles = await getTranslations({ locale, namespace: 'Console.roles' });
  const rows: Row[] = accounts.map((account) => ({
    ...account,
    name: [account.name, account.last_name].filter(Boolean).join(' '),
    self: account.id === currentUserId,
  }));
  const columns: Column<Row>[] = [
    {
      key: 'name',
      label: t('columns.name'),
      cell: (row) => (
        <>
          <span className={styles.name}>
            <bdi>{row.name}</bdi>
            {row.self && <span className={styles.you}> ({t('you')})</span>}
          </span>
          <bdi dir="ltr" className={styles.email}>
            {row.email}
          </bdi>
        </>
      ),
    },
    {
      key: 'role',
      label: t('columns.role'),
      cell: (row) => (row.self ? roles(row.role) : <StaffRoleSelect account={row} />),
    },
    {
      key: 'secondFactor',
      label: t('columns.secondFactor'),
      cell: (row) =>
        row.second_factor ? (
          <StatusChip tone="success" label={t('secondFactorOn')} />
        ) : (
          <StatusChip tone="warning" label={t('secondFactorOff')} />
        ),
    },
    {
      key: 'status',
      label: t('columns.status'),
      cell: (row) =>
        row.suspended_at ? (
          <StatusChip tone="danger" label={t('suspended')} />
        ) : (
          <StatusChip tone="neutral" label={t('active')} />
        ),
    },
    {
      key: 'created',
      label: t('columns.created'),
      nowrap: true,
      cell: (row) => formatDate(row.created_at, locale),
    },
    {
      key: 'actions',
      label: t('columns.actions'),
      hiddenLabel: true,
      cell: (row) => (row.self ? null : <StaffAccountActions account={row} />),
    },
  ];
  return (
    <DataTable
      caption={t('tableLabel')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ 'data-testid': `staff-account-${row.id}` })}
      empty={t('empty')}
      testId="staff-accounts"
    />
  );
}
