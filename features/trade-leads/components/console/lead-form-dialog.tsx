'use client';

import { zodResolver } from '@hookform/resolvers/zod';

import { VersionedFormDialog } from '@/components/console/record-form/versioned-form-dialog';

import { saveLead } from '../../api/change-lead';
import {
  LEAD_FORM_FIELDS,
  leadFormSchema,
  leadFormValuesOf,
  leadInputOf,
} from '../../lead-form-values';
import type { StaffTradeLead } from '../../staff-schemas';

import { LeadContactFields, LeadMarketFields, LeadTextFields } from './lead-form-fields';

type Props = {
  /** The lead to edit (the version it was read at goes with the change); null adds a draft. */
  lead: StaffTradeLead | null;
  onClose: () => void;
  /** The sentence that announces the save from the title and the lead as saved (held or not). */
  announce: (title: string, lead: StaffTradeLead) => string;
  /** Saved: the announcement. */
  onSaved: (announcement: string) => void;
};

const apiField = (field: string) => LEAD_FORM_FIELDS.find((name) => name === field);

/**
 * Adds a lead as a draft or edits one (issue 39) in both languages: the same rules check it here
 * and on the server, which also checks the HS codes against the nomenclature.
 */
export function LeadFormDialog({ lead, onClose, announce, onSaved }: Props) {
  return (
    <VersionedFormDialog
      namespace="TradeLeadsAdmin"
      record={lead}
      resolver={zodResolver(leadFormSchema)}
      defaultValues={leadFormValuesOf(lead)}
      fieldOf={apiField}
      names={['title_eng', 'title_ara']}
      save={(form, from) => saveLead(leadInputOf(form), from)}
      announce={announce}
      onClose={onClose}
      onSaved={onSaved}
    >
      {({ control }) => (
        <>
          <LeadTextFields control={control} />
          <LeadMarketFields control={control} />
          <LeadContactFields control={control} />
        </>
      )}
    </VersionedFormDialog>
  );
}
