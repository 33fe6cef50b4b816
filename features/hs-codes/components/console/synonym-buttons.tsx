'use client';

import { useLocale, useTranslations } from 'next-intl';

import { AddRecordButton, RecordRowActions } from '@/components/console/record-actions';
import { formatHsCode } from '@/lib/hs/hs-code';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale, type Locale } from '@/lib/i18n/routing';

import { deleteHsSynonym } from '../../api/change-hs-synonym';
import type { StaffHsSynonym } from '../../staff-schemas';

import { SynonymFormDialog } from './synonym-form-dialog';

const codeIn = (code: string, locale: Locale) => isolate(code, locale, { latin: true });

/** "Add synonym": the form dialog for a new one. */
export function AddSynonymButton() {
  const t = useTranslations('HsCodesAdmin');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  return (
    <AddRecordButton
      label={t('synonyms.add')}
      dialog={({ close, saved }) => (
        <SynonymFormDialog
          synonym={null}
          onClose={close}
          onSaved={(code) => saved(t('done.synonymCreated', { code: codeIn(code, shown) }))}
        />
      )}
    />
  );
}

/** A row's Edit (the form at the row's version) and Delete (asked first). */
export function SynonymActions({ synonym }: { synonym: StaffHsSynonym }) {
  const t = useTranslations('HsCodesAdmin');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const own = shown === 'ar' ? synonym.phrase_ar : synonym.phrase_en;
  const phrase = isolate(own || synonym.phrase_en || synonym.phrase_ar, shown);
  const code = codeIn(formatHsCode(synonym.code), shown);
  return (
    <RecordRowActions
      edit={{ label: t('synonyms.edit'), name: t('synonyms.editLabel', { phrase }) }}
      remove={{
        label: t('synonyms.delete'),
        name: t('synonyms.deleteLabel', { phrase }),
        question: {
          danger: true,
          confirmLabel: t('synonyms.confirm.confirm'),
          title: t('synonyms.confirm.title', { phrase }),
          text: t('synonyms.confirm.text', { code }),
          run: () => deleteHsSynonym(synonym.id, synonym.version),
          done: t('done.synonymDeleted', { code }),
        },
      }}
      dialog={({ close, saved }) => (
        <SynonymFormDialog
          synonym={synonym}
          phrase={phrase}
          onClose={close}
          onSaved={(changed) => saved(t('done.synonymUpdated', { code: codeIn(changed, shown) }))}
        />
      )}
    />
  );
}
