'use client';

import { useLocale, useTranslations } from 'next-intl';

import { AddRecordButton, RecordRowActions } from '@/components/console/record-actions';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import { deleteCredential } from '../../api/change-credential';
import type { Credential } from '../../schemas';

import { type CredentialChoices, CredentialFormDialog } from './credential-form-dialog';

/** "Add credential": the form dialog for a new one. */
export function AddCredentialButton({ choices }: { choices: CredentialChoices }) {
  const t = useTranslations('CredentialsAdmin');
  return (
    <AddRecordButton
      label={t('add')}
      dialog={({ close, saved }) => (
        <CredentialFormDialog
          credential={null}
          choices={choices}
          onClose={close}
          onSaved={(name) => saved(t('done.created', { name }))}
        />
      )}
    />
  );
}

type Props = { credential: Credential; choices: CredentialChoices };

/** A row's Edit (the form dialog at the row's version) and Delete (asked first). */
export function CredentialActions({ credential, choices }: Props) {
  const t = useTranslations('CredentialsAdmin');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const name = shown === 'ar' ? credential.name_ara : credential.name_eng;
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
          run: () => deleteCredential(credential.id, credential.version),
          done: t('done.deleted', { name: shownName }),
        },
      }}
      dialog={({ close, saved }) => (
        <CredentialFormDialog
          credential={credential}
          choices={choices}
          onClose={close}
          onSaved={(changed) => saved(t('done.updated', { name: changed }))}
        />
      )}
    />
  );
}
