'use client';

import { useTranslations } from 'next-intl';

import { AddRecordButton } from '@/components/console/record-actions';

import { MenuEntryFormDialog } from './menu-entry-form-dialog';

/** "Add entry": the form dialog for a new menu entry (issue 29). */
export function AddMenuEntryButton() {
  const t = useTranslations('MenusAdmin');
  return (
    <AddRecordButton
      label={t('addEntry')}
      dialog={({ close, saved }) => (
        <MenuEntryFormDialog entry={null} onClose={close} onSaved={saved} />
      )}
    />
  );
}
