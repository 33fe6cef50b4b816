'use client';

import { AddRecord, RecordActions } from '@/components/console/record-buttons/record-buttons';

import { deletePublication } from '../../api/change-publication';
import type { StaffPublication } from '../../schemas';

import { PublicationFormDialog, type PublicationChoices } from './publication-form-dialog';

const texts = { namespace: 'PublicationsAdmin', param: 'title' };

/** "Add publication": the form dialog for a new one. */
export function AddPublicationButton({ choices }: { choices: PublicationChoices }) {
  return (
    <AddRecord
      texts={texts}
      form={(handlers) => (
        <PublicationFormDialog publication={null} choices={choices} {...handlers} />
      )}
    />
  );
}

type Props = { publication: StaffPublication; choices: PublicationChoices };

/** A row's Edit (the form dialog at the row's version) and Delete (asked first). */
export function PublicationActions({ publication, choices }: Props) {
  return (
    <RecordActions
      texts={texts}
      name={{ en: publication.DESCRIPTION_ENG, ar: publication.DESCRIPTION_ARA }}
      remove={() => deletePublication(publication.id, publication.version)}
      form={(handlers) => (
        <PublicationFormDialog publication={publication} choices={choices} {...handlers} />
      )}
    />
  );
}
