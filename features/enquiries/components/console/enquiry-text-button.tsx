'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { ActionButton } from '@/components/console/action-button';
import { useConsoleChanges } from '@/components/console/console-changes';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import type { StaffEnquiryPage } from '../../enquiry-page-input';

import { EnquiryTextDialog } from './enquiry-text-dialog';

/** A row's "Edit": the page's texts in their dialog. */
export function EditEnquiryTextButton({ page }: { page: StaffEnquiryPage }) {
  const t = useTranslations('EnquiryPagesAdmin');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const name = isolate(shown === 'ar' ? page.title_ara : page.title_eng, shown);
  const changes = useConsoleChanges();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionButton
        aria-label={t('editLabel', { name })}
        onClick={() => (changes.clear(), setOpen(true))}
      >
        {t('edit')}
      </ActionButton>
      {open && (
        <EnquiryTextDialog
          page={page}
          name={name}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            changes.changed(t('done.updated', { name }));
          }}
        />
      )}
    </>
  );
}
