'use client';

import { useTranslations } from 'next-intl';

import { AddRecordButton, RecordRowActions } from '@/components/console/record-actions';

import { deleteHeading } from '../../api/change-terms';
import type { GeneralOriginRule } from '../../schemas';
import type { StaffHeadingTerms, StaffLegalStatus } from '../../staff-schemas';

import { HeadingFormDialog } from './heading-form-dialog';
import { LegalStatusDialog } from './legal-status-dialog';
import { RuleFormDialog } from './rule-form-dialog';

/** "Add heading terms": the form dialog for a new row. */
export function AddHeadingButton({ agreementId }: { agreementId: number }) {
  const t = useTranslations('MarketAccessAdmin');
  return (
    <AddRecordButton
      label={t('heading.add')}
      dialog={({ close, saved }) => (
        <HeadingFormDialog
          agreementId={agreementId}
          row={null}
          onClose={close}
          onSaved={(code) => saved(t('done.headingSaved', { code }))}
        />
      )}
    />
  );
}

/** A row's Edit (at the row's version) and Delete (asked first). */
export function HeadingActions({ row }: { row: StaffHeadingTerms }) {
  const t = useTranslations('MarketAccessAdmin');
  const code = row.hs_code;
  return (
    <RecordRowActions
      edit={{ label: t('edit'), name: t('heading.editLabel', { code }) }}
      remove={{
        label: t('delete'),
        name: t('heading.deleteLabel', { code }),
        question: {
          danger: true,
          confirmLabel: t('delete'),
          title: t('heading.deleteTitle', { code }),
          text: t('heading.deleteText'),
          run: () => deleteHeading(row.agreement_id, { id: row.id, version: row.version }),
          done: t('done.headingDeleted', { code }),
        },
      }}
      dialog={({ close, saved }) => (
        <HeadingFormDialog
          agreementId={row.agreement_id}
          row={row}
          onClose={close}
          onSaved={(changed) => saved(t('done.headingSaved', { code: changed }))}
        />
      )}
    />
  );
}

/** "Edit the rule of origin" (or "Enter" when none is stored). */
export function EditRuleButton({
  agreementId,
  rule,
}: {
  agreementId: number;
  rule: GeneralOriginRule | null;
}) {
  const t = useTranslations('MarketAccessAdmin');
  return (
    <AddRecordButton
      label={rule ? t('rule.edit') : t('rule.enter')}
      dialog={({ close, saved }) => (
        <RuleFormDialog
          agreementId={agreementId}
          rule={rule}
          onClose={close}
          onSaved={() => saved(t('done.ruleSaved'))}
        />
      )}
    />
  );
}

/** "Edit the legal status": the status, its note and source. */
export function EditLegalStatusButton({ status }: { status: StaffLegalStatus }) {
  const t = useTranslations('MarketAccessAdmin');
  return (
    <AddRecordButton
      label={t('legal.edit')}
      dialog={({ close, saved }) => (
        <LegalStatusDialog
          status={status}
          onClose={close}
          onSaved={() => saved(t('done.legalSaved'))}
        />
      )}
    />
  );
}
