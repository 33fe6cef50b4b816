'use client';

import { useLocale, useTranslations } from 'next-intl';

import { useConsoleChanges } from '@/components/console/console-changes';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import { changeStaffAccount, type StaffAccountChange } from '../../api/change-staff-account';

type Account = { id: number; version: number; name: string };

/**
 * Asks before a change of a staff account (issue 13): a new role, a second factor reset, a
 * suspension or a reinstatement, each ending the account's sessions; then makes it from the version
 * the list showed and announces it.
 */
export function useAccountQuestion() {
  const t = useTranslations('StaffAccounts');
  const roles = useTranslations('Console.roles');
  const locale = useLocale();
  const changes = useConsoleChanges();
  return (account: Account, change: StaffAccountChange) => {
    const name = isolate(account.name, isLocale(locale) ? locale : 'en');
    const role = change.kind === 'role' ? roles(change.role) : '';
    const question = {
      role: () => ({
        title: t('confirm.roleTitle', { name, role }),
        text: t('confirm.roleText'),
        done: t('done.role', { name, role }),
      }),
      reset: () => ({
        title: t('confirm.resetTitle', { name }),
        text: t('confirm.resetText'),
        done: t('done.reset', { name }),
      }),
      suspend: () => ({
        title: t('confirm.suspendTitle', { name }),
        text: t('confirm.suspendText'),
        done: t('done.suspended', { name }),
      }),
      reinstate: () => ({
        title: t('confirm.reinstateTitle', { name }),
        text: t('confirm.reinstateText'),
        done: t('done.reinstated', { name }),
      }),
    }[change.kind]();
    changes.confirm({
      ...question,
      danger: change.kind === 'suspend' || change.kind === 'reset',
      run: async () => {
        await changeStaffAccount(account, change);
      },
    });
  };
}
