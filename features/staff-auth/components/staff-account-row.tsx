'use client';

import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';

import { formatDate } from '@/lib/i18n/format-date';
import { isLocale } from '@/lib/i18n/routing';

import type { StaffAccountChange } from '../api/use-staff-account-change';
import { STAFF_ROLE_NAMES, type StaffAccount } from '../schemas';

import styles from './staff-accounts.module.css';

type Props = {
  account: StaffAccount;
  /** The administrator's own row: no role change, no action. */
  self: boolean;
  onChange: (change: StaffAccountChange) => void;
};

export function StaffAccountRow({ account, self, onChange }: Props) {
  const t = useTranslations('StaffAccounts');
  const roles = useTranslations('Console.roles');
  const locale = useLocale();
  const name = [account.name, account.last_name].filter(Boolean).join(' ');
  return (
    <tr data-testid={`staff-account-${account.id}`}>
      <td data-label={t('columns.name')}>
        <div className={styles.person}>
          <span className={styles.name}>
            {name}
            {self && <span className={styles.you}> ({t('you')})</span>}
          </span>
          <span className={styles.email}>
            <bdi dir="ltr">{account.email}</bdi>
          </span>
        </div>
      </td>
      <td data-label={t('columns.role')}>
        {self ? (
          roles(account.role)
        ) : (
          <TextField
            select
            size="small"
            value={account.role}
            onChange={(event) =>
              onChange({ kind: 'role', role: event.target.value as StaffAccount['role'] })
            }
            slotProps={{
              select: { native: true },
              htmlInput: { 'aria-label': t('roleOf', { name }) },
            }}
          >
            {STAFF_ROLE_NAMES.map((role) => (
              <option key={role} value={role}>
                {roles(role)}
              </option>
            ))}
          </TextField>
        )}
      </td>
      <td data-label={t('columns.secondFactor')}>
        <Chip
          size="small"
          color={account.second_factor ? 'success' : 'default'}
          variant={account.second_factor ? 'filled' : 'outlined'}
          label={account.second_factor ? t('secondFactorOn') : t('secondFactorOff')}
        />
      </td>
      <td data-label={t('columns.status')}>
        <Chip
          size="small"
          color={account.suspended_at ? 'error' : 'default'}
          variant={account.suspended_at ? 'filled' : 'outlined'}
          label={account.suspended_at ? t('suspended') : t('active')}
        />
      </td>
      <td data-label={t('columns.created')} className={styles.created}>
        {formatDate(account.created_at, isLocale(locale) ? locale : 'en')}
      </td>
      <td data-label={t('columns.actions')}>
        {!self && (
          <div className={styles.actions} role="group" aria-label={t('actionsOf', { name })}>
            {account.second_factor && (
              <Button size="small" variant="outlined" onClick={() => onChange({ kind: 'reset' })}>
                {t('actions.reset')}
              </Button>
            )}
            {account.suspended_at ? (
              <Button
                size="small"
                variant="outlined"
                onClick={() => onChange({ kind: 'reinstate' })}
              >
                {t('actions.reinstate')}
              </Button>
            ) : (
              <Button
                size="small"
                variant="outlined"
                color="error"
                onClick={() => onChange({ kind: 'suspend' })}
              >
                {t('actions.suspend')}
              </Button>
            )}
          </div>
        )}
      </td>
    </tr>
  );
}
