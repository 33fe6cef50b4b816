'use client';

import { useLocale, useTranslations } from 'next-intl';

import { AddRecordButton, RecordRowActions } from '@/components/console/record-actions';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import { deleteAgreement } from '../../api/change-agreement';
import type { TradeAgreement } from '../../schemas';

import { AgreementFormDialog } from './agreement-form-dialog';

/** "Add agreement": the form dialog for a new one. */
export function AddAgreementButton() {
  const t = useTranslations('AgreementsAdmin');
  return (
    <AddRecordButton
      label={t('add')}
      dialog={({ close, saved }) => (
        <AgreementFormDialog
          agreement={null}
          onClose={close}
          onSaved={(name) => saved(t('done.created', { name }))}
        />
      )}
    />
  );
}

/** A row's Edit (the form dialog at the row's version) and Delete (asked first). */
export function AgreementActions({ agreement }: { agreement: TradeAgreement }) {
  const t = useTranslations('AgreementsAdmin');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const name = shown === 'ar' ? agreement.title_ara : agreement.title_eng;
  const shownName = isolate(name, shown);
  return (
    <RecordRowActions
      edit={{ label: t('edit'), name: t('editLabel', { name }) }}
      remove={{
        label: t('delete'),
        name: t('deleteLabel', { name }),
        question: {
          danger: true,
          confirmLabel: t('confirm.confirm'),
          title: t('confirm.deleteTitle', { name: shownName }),
          text: t('confirm.deleteText'),
          run: () => deleteAgreement(agreement.id, agreement.version),
          done: t('done.deleted', { name: shownName }),
        },
      }}
      dialog={({ close, saved }) => (
        <AgreementFormDialog
          agreement={agreement}
          onClose={close}
          onSaved={(changed) => saved(t('done.updated', { name: changed }))}
        />
      )}
    />
  );
}
