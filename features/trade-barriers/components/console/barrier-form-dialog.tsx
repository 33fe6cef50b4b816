'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';

import { VersionedFormDialog } from '@/components/console/record-form/versioned-form-dialog';

import { saveBarrier } from '../../api/change-barrier';
import { barrierFormSchema, type BarrierPrefill, type StaffBarrier } from '../../schemas';

import { BarrierKindFields, BarrierTextFields } from './barrier-form-fields';
import { BARRIER_FIELDS, barrierFormValues, barrierInputOf } from './barrier-form-values';

type Props = {
  /** The entry to edit (its version goes with the change); null adds one. */
  entry: StaffBarrier | null;
  /** A new entry's values from an exporter's barrier report. */
  prefill?: BarrierPrefill | null;
  onClose: () => void;
  /** Saved: its title in the page's language, isolated for the sentence that announces it. */
  onSaved: (title: string) => void;
};

/** The API's field (`hs_codes.2` for one code) as the form's field. */
const formField = (field: string) => BARRIER_FIELDS.find((name) => field.split('.')[0] === name);

/**
 * Adds or edits a register entry (issue 39 part 3) in both languages; the same rules check it
 * here and on the server. A new entry is a draft until it is prepared and approved.
 */
export function BarrierFormDialog({ entry, prefill = null, onClose, onSaved }: Props) {
  const t = useTranslations('TradeBarrierRegisterAdmin');
  return (
    <VersionedFormDialog
      namespace="TradeBarrierRegisterAdmin"
      record={entry}
      resolver={zodResolver(barrierFormSchema)}
      defaultValues={barrierFormValues(entry, prefill)}
      fieldOf={formField}
      names={['title_eng', 'title_ara']}
      save={(values, from) => saveBarrier(barrierInputOf(values), from)}
      addTitle={prefill ? t('form.fromReportTitle', { id: prefill.source_enquiry_id }) : undefined}
      onClose={onClose}
      onSaved={onSaved}
    >
      {({ control }) => (
        <>
          <BarrierTextFields control={control} />
          <BarrierKindFields control={control} />
        </>
      )}
    </VersionedFormDialog>
  );
}
