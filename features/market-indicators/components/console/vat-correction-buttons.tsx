'use client';

import { AddRecord, RecordActions } from '@/components/console/record-buttons/record-buttons';

import { deleteVatCorrection } from '../../api/change-vat-correction';
import type { VatCorrection } from '../../vat-correction-schemas';

import { VatCorrectionFormDialog } from './vat-correction-form-dialog';

const texts = { namespace: 'VatCorrectionsAdmin' };

/** "Add correction": the form dialog for a new one. */
export function AddVatCorrectionButton() {
  return (
    <AddRecord
      texts={texts}
      form={(handlers) => <VatCorrectionFormDialog correction={null} {...handlers} />}
    />
  );
}

/** A row's Edit (the form dialog at the row's version) and Delete (asked first). */
export function VatCorrectionActions({ correction }: { correction: VatCorrection }) {
  return (
    <RecordActions
      texts={texts}
      name={correction.country}
      remove={() => deleteVatCorrection(correction.id, correction.version)}
      form={(handlers) => <VatCorrectionFormDialog correction={correction} {...handlers} />}
    />
  );
}
