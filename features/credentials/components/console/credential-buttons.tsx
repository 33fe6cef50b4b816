'use client';

import { AddRecord, RecordActions } from '@/components/console/record-buttons/record-buttons';

import { deleteCredential } from '../../api/change-credential';
import type { Credential } from '../../schemas';

import { type CredentialChoices, CredentialFormDialog } from './credential-form-dialog';

const texts = { namespace: 'CredentialsAdmin' };

/** "Add credential": the form dialog for a new one. */
export function AddCredentialButton({ choices }: { choices: CredentialChoices }) {
  return (
    <AddRecord
      texts={texts}
      form={(handlers) => (
        <CredentialFormDialog credential={null} choices={choices} {...handlers} />
      )}
    />
  );
}

type Props = { credential: Credential; choices: CredentialChoices };

/** A row's Edit (the form dialog at the row's version) and Delete (asked first). */
export function CredentialActions({ credential, choices }: Props) {
  return (
    <RecordActions
      texts={texts}
      name={{ en: credential.name_eng, ar: credential.name_ara }}
      remove={() => deleteCredential(credential.id, credential.version)}
      form={(handlers) => (
        <CredentialFormDialog credential={credential} choices={choices} {...handlers} />
      )}
    />
  );
}
