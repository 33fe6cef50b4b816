'use client';

import { useLocale, useTranslations } from 'next-intl';

import { AddRecordButton, RecordRowActions } from '@/components/console/record-actions';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import { deletePublication } from '../../api/change-publication';
import type { StaffPublication } from '../../schemas';

import { PublicationFormDialog, type PublicationChoices } from './publication-form-dialog';

/** "Add publication": the form dialog for a new one. */
export function AddPublicationButton({ choices }: { choices: PublicationChoices }) {
  const t = useTranslations('PublicationsAdmin');
  return (
    <AddRecordButton
      label={t('add')}
      dialog={({ close, saved }) => (
        <PublicationFormDialog
          publication={null}
          choices={choices}
          onClose={close}
          onSaved={(title) => saved(t('done.created', { title }))}
        />
      )}
    />
  );
}

type Props = { publication: StaffPublication; choices: PublicationChoices };

/** A row's Edit (the form dialog at the row's version) and Delete (asked first). */
export function PublicationActions({ publication, choices }: Props) {
  const t = useTranslations('PublicationsAdmin');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const title = shown === 'ar' ? publication.DESCRIPTION_ARA : publication.DESCRIPTION_ENG;
  const isolated = isolate(title, shown);
  return (
    <RecordRowActions
      edit={{ label: t('edit'), name: t('editLabel', { title }) }}
      remove={{
        label: t('delete'),
        name: t('deleteLabel', { title }),
        question: {
          danger: true,
          confirmLabel: t('confirm.confirm'),
          title: t('confirm.deleteTitle', { title: isolated }),
          text: t('confirm.deleteText'),
          run: () => deletePublication(publication.id, publication.version),
          done: t('done.deleted', { title: isolated }),
        },
      }}
      dialog={({ close, saved }) => (
        <PublicationFormDialog
          publication={publication}
          choices={choices}
          onClose={close}
          onSaved={(changed) => saved(t('done.updated', { title: changed }))}
        />
      )}
    />
  );
}
