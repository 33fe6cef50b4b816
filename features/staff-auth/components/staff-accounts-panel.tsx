'use client';

import AddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { answerMessage } from '@/lib/http/error-text';

import { useStaffAccountChange, type StaffAccountChange } from '../api/use-staff-account-change';
import { useStaffAccounts } from '../api/use-staff-accounts';
import type { StaffAccount } from '../schemas';

import { AddStaffDialog } from './add-staff-dialog';
import { ConfirmDialog, type Confirmation } from './confirm-dialog';
import { StaffAccountRow } from './staff-account-row';
import styles from './staff-accounts.module.css';

type Props = { currentUserId: number };

export function StaffAccountsPanel({ currentUserId }: Props) {
  const t = useTranslations('StaffAccounts');
  const roles = useTranslations('Console.roles');
  const accounts = useStaffAccounts();
  const change = useStaffAccountChange();
  const [adding, setAdding] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [status, setStatus] = useState('');

  const ask = (account: StaffAccount, what: StaffAccountChange) => {
    const name = account.name;
    const texts = {
      role: what.kind === 'role' && {
        title: t('confirm.roleTitle', { name, role: roles(what.role) }),
        text: t('confirm.roleText'),
        done: t('done.role', { name, role: roles(what.role) }),
      },
      reset: {
        title: t('confirm.resetTitle', { name }),
        text: t('confirm.resetText'),
        done: t('done.reset', { name }),
      },
      suspend: {
        title: t('confirm.suspendTitle', { name }),
        text: t('confirm.suspendText'),
        done: t('done.suspended', { name }),
      },
      reinstate: {
        title: t('confirm.reinstateTitle', { name }),
        text: t('confirm.reinstateText'),
        done: t('done.reinstated', { name }),
      },
    }[what.kind];
    if (!texts) return;
    setStatus('');
    setConfirmation({
      title: texts.title,
      text: texts.text,
      danger: what.kind === 'suspend' || what.kind === 'reset',
      run: async () => {
        await change.mutateAsync({ id: account.id, change: what });
        setStatus(texts.done);
      },
    });
  };

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <p role="status" className={styles.status}>
          {status}
        </p>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {t('add')}
        </Button>
      </div>
      {accounts.isPending && (
        <p className={styles.loading} role="status">
          <CircularProgress size={20} aria-hidden />
          {t('loading')}
        </p>
      )}
      {accounts.isError && (
        <Alert severity="error" role="alert">
          {t('loadFailed')}
        </Alert>
      )}
      {accounts.data && (
        <table className={styles.table} aria-label={t('tableLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.role')}</th>
              <th scope="col">{t('columns.secondFactor')}</th>
              <th scope="col">{t('columns.status')}</th>
              <th scope="col">{t('columns.created')}</th>
              <th scope="col">{t('columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.data.map((account) => (
              <StaffAccountRow
                key={account.id}
                account={account}
                self={account.id === currentUserId}
                onChange={(what) => ask(account, what)}
              />
            ))}
          </tbody>
        </table>
      )}
      <AddStaffDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(account) => {
          setAdding(false);
          setStatus(t('done.created', { name: account.name }));
        }}
      />
      <ConfirmDialog
        confirmation={confirmation}
        onClose={() => setConfirmation(null)}
        errorText={(error) => answerMessage(error) ?? t('errors.failed')}
      />
    </div>
  );
}
