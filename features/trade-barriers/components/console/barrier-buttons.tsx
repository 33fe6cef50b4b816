'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { ActionButton } from '@/components/console/action-button';
import { useConsoleChanges } from '@/components/console/console-changes';
import { AddRecordButton } from '@/components/console/record-actions';
import { isLocale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

import { REGISTER_CONSOLE_PATH } from '../../constants';
import type { BarrierPrefill, StaffBarrier } from '../../schemas';

import { BarrierFormDialog } from './barrier-form-dialog';

/**
 * "Add entry": the form for a new one. With a barrier report's values (the enquiry page's "Add to
 * the barrier register") it opens at once, prefilled; closing it leaves the report's address.
 */
export function AddBarrierButton({ prefill = null }: { prefill?: BarrierPrefill | null }) {
  const t = useTranslations('TradeBarrierRegisterAdmin');
  const router = useRouter();
  const locale = useLocale();
  const changes = useConsoleChanges();
  const [fromReport, setFromReport] = useState(prefill !== null);
  const listPath = consolePath(REGISTER_CONSOLE_PATH, isLocale(locale) ? locale : 'en');
  if (fromReport && prefill) {
    const leave = () => {
      setFromReport(false);
      router.replace(listPath);
    };
    return (
      <>
        <ActionButton variant="primary" onClick={() => setFromReport(true)}>
          {t('add')}
        </ActionButton>
        <BarrierFormDialog
          entry={null}
          prefill={prefill}
          onClose={leave}
          onSaved={(name) => {
            leave();
            changes.changed(t('done.created', { name }));
          }}
        />
      </>
    );
  }
  return (
    <AddRecordButton
      label={t('add')}
      dialog={({ close, saved }) => (
        <BarrierFormDialog
          entry={null}
          onClose={close}
          onSaved={(name) => saved(t('done.created', { name }))}
        />
      )}
    />
  );
}

/** "Edit": the form at the entry's version (a published entry stays published). */
export function EditBarrierButton({ entry }: { entry: StaffBarrier }) {
  const t = useTranslations('TradeBarrierRegisterAdmin');
  return (
    <AddRecordButton
      label={t('edit')}
      dialog={({ close, saved }) => (
        <BarrierFormDialog
          entry={entry}
          onClose={close}
          onSaved={(name) => saved(t('done.updated', { name }))}
        />
      )}
    />
  );
}
