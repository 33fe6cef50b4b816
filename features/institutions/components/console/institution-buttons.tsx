'use client';

import { AddRecord, RecordActions } from '@/components/console/record-buttons/record-buttons';

import { deleteInstitution } from '../../api/change-institution';
import type { ReferenceLists } from '../../institution-list';
import type { Institution } from '../../schemas';

import { InstitutionFormDialog } from './institution-form-dialog';

const texts = { namespace: 'InstitutionsAdmin' };

/** "Add institution": the form dialog for a new one. */
export function AddInstitutionButton({ lists }: { lists: ReferenceLists }) {
  return (
    <AddRecord
      texts={texts}
      form={(handlers) => <InstitutionFormDialog institution={null} lists={lists} {...handlers} />}
    />
  );
}

type Props = { institution: Institution; lists: ReferenceLists };

/** A row's Edit (the form dialog at the row's version) and Delete (asked first). */
export function InstitutionActions({ institution, lists }: Props) {
  return (
    <RecordActions
      texts={texts}
      name={{ en: institution.name, ar: institution.name_ara }}
      remove={() => deleteInstitution(institution.id, institution.version)}
      form={(handlers) => (
        <InstitutionFormDialog institution={institution} lists={lists} {...handlers} />
      )}
    />
  );
}
