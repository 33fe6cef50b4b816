'use client';

import { AddRecord, RecordActions } from '@/components/console/record-buttons/record-buttons';

import { deleteAgreement } from '../../api/change-agreement';
import type { TradeAgreement } from '../../schemas';

import { AgreementFormDialog } from './agreement-form-dialog';

const texts = { namespace: 'AgreementsAdmin' };

/** "Add agreement": the form dialog for a new one. */
export function AddAgreementButton() {
  return (
    <AddRecord
      texts={texts}
      form={(handlers) => <AgreementFormDialog agreement={null} {...handlers} />}
    />
  );
}

/** A row's Edit (the form dialog at the row's version) and Delete (asked first). */
export function AgreementActions({ agreement }: { agreement: TradeAgreement }) {
  return (
    <RecordActions
      texts={texts}
      name={{ en: agreement.title_eng, ar: agreement.title_ara }}
      remove={() => deleteAgreement(agreement.id, agreement.version)}
      form={(handlers) => <AgreementFormDialog agreement={agreement} {...handlers} />}
    />
  );
}
