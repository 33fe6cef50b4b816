'use client';

import { useTranslations } from 'next-intl';

import { AddRecordButton, RecordRowActions } from '@/components/console/record-actions';

import { deleteDutyFact } from '../../api/change-terms';
import type { StaffDutyFact } from '../../duty-fact-schemas';

import { DutyFactDialog } from './duty-fact-dialog';

/** "Add a duty fact": the form dialog for a new fact (issue 46). */
export function AddDutyFactButton({ agreementId }: { agreementId: number }) {
  const t = useTranslations('DutyFactsAdmin');
  return (
    <AddRecordButton
      label={t('add')}
      dialog={({ close, saved }) => (
        <DutyFactDialog
          agreementId={agreementId}
          row={null}
          onClose={close}
          onSaved={() => saved(t('saved'))}
        />
      )}
    />
  );
}

/** A fact's Edit (at its version) and Delete (asked first). */
export function DutyFactActions({ row, name }: { row: StaffDutyFact; name: string }) {
  const t = useTranslations('DutyFactsAdmin');
  return (
    <RecordRowActions
      edit={{ label: t('edit'), name: t('editLabel', { name }) }}
      remove={{
        label: t('delete'),
        name: t('deleteLabel', { name }),
        question: {
          danger: true,
          confirmLabel: t('delete'),
          title: t('deleteTitle'),
          text: t('deleteText', { name }),
          run: () => deleteDutyFact(row.agreement_id, { id: row.id, version: row.version }),
          done: t('deleted'),
        },
      }}
      dialog={({ close, saved }) => (
        <DutyFactDialog
          agreementId={row.agreement_id}
          row={row}
          onClose={close}
          onSaved={() => saved(t('saved'))}
        />
      )}
    />
  );
}
