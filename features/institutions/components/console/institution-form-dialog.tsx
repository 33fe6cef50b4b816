'use client';

import { zodResolver } from '@hookform/resolvers/zod';

import { VersionedFormDialog } from '@/components/console/record-form/versioned-form-dialog';

import { saveInstitution } from '../../api/change-institution';
import type { ReferenceLists } from '../../institution-list';
import { institutionInputSchema, type Institution } from '../../schemas';

import { CardTextFields, ContactFields, ListFields, NameFields } from './institution-form-fields';
import { INSTITUTION_FIELDS, valuesOf } from './institution-form-values';

type Props = {
  /** The institution to edit (the version it was read at goes with the change); null adds one. */
  institution: Institution | null;
  lists: ReferenceLists;
  onClose: () => void;
  /** Saved: its name in the page's language, isolated for the sentence that announces it. */
  onSaved: (name: string) => void;
};

const apiField = (field: string) => INSTITUTION_FIELDS.find((name) => name === field);

/**
 * Adds or edits an institution (issue 14): the same schema checks it here and on the server. It
 * opens with the institution's values and is unmounted when it closes.
 */
export function InstitutionFormDialog({ institution, lists, onClose, onSaved }: Props) {
  return (
    <VersionedFormDialog
      namespace="InstitutionsAdmin"
      record={institution}
      resolver={zodResolver(institutionInputSchema)}
      defaultValues={valuesOf(institution)}
      fieldOf={apiField}
      names={['name', 'name_ara']}
      save={saveInstitution}
      onClose={onClose}
      onSaved={onSaved}
    >
      {({ control }) => (
        <>
          <NameFields control={control} />
          <ListFields control={control} lists={lists} />
          <CardTextFields control={control} />
          <ContactFields control={control} />
        </>
      )}
    </VersionedFormDialog>
  );
}
