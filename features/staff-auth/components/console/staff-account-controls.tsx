'use client';

import { useTranslations } from 'next-intl';

import { ActionButton, RowActions } from '@/components/console/action-button';

import { STAFF_ROLE_NAMES, type StaffAccount } from '../../schemas';

import styles from './staff-accounts.module.css';
import { useAccountQuestion } from './use-account-question';

type Props = { account: Pick<StaffAccount, 'id' | 'version' | 'role'> & { name: string } };

/**
 * Another account's role: choosing one asks first (its sessions end); until confirmed, and after
 * Cancel, the list shows the role the account has.
 */
export function StaffRoleSelect({ account }: Props) {
  const t = useTranslations('StaffAccounts');
  const roles = useTranslations('Console.roles');
  const ask = useAccountQuestion();
  return (
    <select
      value={account.role}
      aria-label={t('roleOf', { name: account.name })}
      className={styles.role}
      onChange={(event) =>
        ask(account, { kind: 'role', role: event.target.value as StaffAccount['role'] })
      }
    >
      {STAFF_ROLE_NAMES.map((role) => (
        <option key={role} value={role}>
          {roles(role)}
        </option>
      ))}
    </select>
  );
}

type ActionProps = {
  account: Pick<StaffAccount, 'id' | 'version' | 'second_factor' | 'suspended_at'> & {
    name: string;
  };
};

/** Another account's Reset second factor (when set up), and Suspend or Reinstate; each asks first. */
export function StaffAccountActions({ account }: ActionProps) {
  const t = useTranslations('StaffAccounts');
  const ask = useAccountQuestion();
  return (
    <RowActions label={t('actionsOf', { name: account.name })}>
      {account.second_factor && (
        <ActionButton onClick={() => ask(account, { kind: 'reset' })}>
          {t('actions.reset')}
        </ActionButton>
      )}
      {account.suspended_at ? (
        <ActionButton onClick={() => ask(account, { kind: 'reinstate' })}>
          {t('actions.reinstate')}
        </ActionButton>
      ) : (
        <ActionButton danger onClick={() => ask(account, { kind: 'suspend' })}>
          {t('actions.suspend')}
        </ActionButton>
      )}
    </RowActions>
  );
}
