'use client';

import { useLocale, useTranslations } from 'next-intl';

import { AddRecordButton, RecordRowActions } from '@/components/console/record-actions';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import { deleteInstitution } from '../../api/change-institution';
import type { ReferenceLists } from '../../institution-list';
import type { Institution } from '../../schemas';

import { InstitutionFormDialog } from './institution-form-dialog';

/** "Add institution": the form dialog for a new one. */
export function AddInstitutionButton({ lists }: { lists: ReferenceLists }) {
  const t = useTranslations('InstitutionsAdmin');
  return (
    <AddRecordButton
      label={t('add')}
      dialog={({ close, saved }) => (
        <InstitutionFormDialog
          institution={null}
          lists={lists}
          onClose={close}
          onSaved={(name) => saved(t('done.created', { name }))}
        />
      )}
    />
  );
}

type Props = { institution: Institution; lists: ReferenceLists };

/** A row's Edit (the form dialog at the row's version) and Delete (asked first). */
export function InstitutionActions({ institution, lists }: Props) {
  const t = useTranslations('InstitutionsAdmin');
  const locale = useLocale();
  const name = locale === 'ar' ? institution.name_ara : institution.name;
  const shownName = isolate(name, isLocale(locale) ? locale : 'en');
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
          run: () => deleteInstitution(institution.id, institution.version),
          done: t('done.deleted', { name: shownName }),
        },
      }}
      dialog={({ close, saved }) => (
        <InstitutionFormDialog
          institution={institution}
          lists={lists}
          onClose={close}
          onSaved={(changed) => saved(t('done.updated', { name: changed }))}
        />
      )}
    />
  );
}
