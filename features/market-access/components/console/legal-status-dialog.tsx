'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { recordTextField } from '@/components/console/record-form/record-text-field';
import { onFormFields, useConsoleSave } from '@/components/console/use-console-save';
import { FormSelectField } from '@/components/forms/form-select-field';
import { LEGAL_STATUSES } from '@/features/agreements/constants';

import { saveLegalStatus } from '../../api/change-terms';
import { legalValuesOf, type LegalStatusValues } from '../../console-values';
import type { StaffLegalStatus } from '../../staff-schemas';

import { SourceFields } from './source-fields';
import { TermsFormDialog } from './terms-form-dialog';

const FIELDS = [
  'legal_status',
  'note_en',
  'note_ar',
  'source.name_en',
  'source.name_ar',
  'source.url',
  'source.date',
] as const;
const apiField = (field: string) => FIELDS.find((name) => name === field);

const Text = recordTextField<LegalStatusValues>('MarketAccessAdmin.legal', {
  rows: 3,
  suffixes: ['_en', '_ar'],
});

type Props = { status: StaffLegalStatus; onClose: () => void; onSaved: () => void };

/** An agreement's legal status with its dated, sourced note in both languages. */
export function LegalStatusDialog({ status, onClose, onSaved }: Props) {
  const t = useTranslations('MarketAccessAdmin');
  const { control, handleSubmit, setError } = useForm<LegalStatusValues>({
    defaultValues: legalValuesOf(status),
  });
  const save = useConsoleSave(t('errors.failed'), onFormFields(setError, apiField));
  const submit = handleSubmit(async (values) => {
    if (await save.run(() => saveLegalStatus(status.id, values, status.version))) onSaved();
  });
  return (
    <TermsFormDialog title={t('legal.editTitle')} save={save} onClose={onClose} onSubmit={submit}>
      <FormSelectField
        control={control}
        name="legal_status"
        label={t('legal.legal_status')}
        options={LEGAL_STATUSES.map((value) => ({ value, label: t(`legal.status.${value}`) }))}
      />
      <Text control={control} pair="note" max={2000} multiline />
      <SourceFields control={control} />
    </TermsFormDialog>
  );
}
