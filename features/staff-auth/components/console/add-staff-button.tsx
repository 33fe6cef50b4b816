'use client';

import { useLocale, useTranslations } from 'next-intl';

import { AddRecordButton } from '@/components/console/record-actions';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import { AddStaffDialog } from './add-staff-dialog';

/** "Add staff account": the dialog; the new account is announced and the list renders again. */
export function AddStaffButton() {
  const t = useTranslations('StaffAccounts');
  const locale = useLocale();
  return (
    <AddRecordButton
      label={t('add')}
      dialog={({ close, saved }) => (
        <AddStaffDialog
          onClose={close}
          onCreated={(account) =>
            saved(
              t('done.created', { name: isolate(account.name, isLocale(locale) ? locale : 'en') }),
            )
          }
        />
      )}
    />
  );
}
