'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { CheckField } from '@/components/console/check-fields';
import { onFormFields, useConsoleSave } from '@/components/console/use-console-save';
import { FormSelectField } from '@/components/forms/form-select-field';
import { FormTextField } from '@/components/forms/form-text-field';

import { saveDutyFact } from '../../api/change-terms';
import { RULE_TEXT_MAX, SOURCE_NAME_MAX } from '../../constants';
import type { StaffDutyFact } from '../../duty-fact-schemas';
import { DUTY_KINDS, SCOPE_KINDS } from '../../duty-fact-scope';
import { dutyFactFormField, dutyFactValuesOf, type DutyFactValues } from '../../duty-fact-values';

import { SourceFields } from './source-fields';
import { TermsFormDialog } from './terms-form-dialog';

type Props = {
  agreementId: number;
  row: StaffDutyFact | null;
  onClose: () => void;
  onSaved: () => void;
};

type TextName = Exclude<keyof DutyFactValues, 'scope_kind' | 'duty_kind' | 'sample' | 'source'>;

/** Adds or edits an agreement-wide duty fact with its scope (issue 46), checked on the server. */
export function DutyFactDialog({ agreementId, row, onClose, onSaved }: Props) {
  const t = useTranslations('DutyFactsAdmin');
  const { control, handleSubmit, setError } = useForm<DutyFactValues>({
    defaultValues: dutyFactValuesOf(row),
  });
  const save = useConsoleSave(t('failed'), onFormFields(setError, dutyFactFormField));
  const submit = handleSubmit(async (values) => {
    const from = row ? { id: row.id, version: row.version } : undefined;
    if (await save.run(() => saveDutyFact(agreementId, values, from))) onSaved();
  });
  const text = (name: TextName, max: number, dir: 'ltr' | 'rtl', hint?: string) => (
    <FormTextField
      control={control}
      name={name}
      label={t(`field.${name}`)}
      hint={hint}
      required={false}
      maxLength={max}
      multiline={max === RULE_TEXT_MAX}
      rows={max === RULE_TEXT_MAX ? 4 : undefined}
      dir={dir}
      trim
    />
  );
  return (
    <TermsFormDialog
      title={row ? t('editTitle') : t('addTitle')}
      save={save}
      onClose={onClose}
      onSubmit={submit}
    >
      {text('partners', 400, 'ltr', t('hint.partners'))}
      <FormSelectField
        control={control}
        name="scope_kind"
        label={t('field.scope_kind')}
        options={SCOPE_KINDS.map((value) => ({ value, label: t(`scopeKind.${value}`) }))}
      />
      {text('scope_from', 20, 'ltr', t('hint.bounds'))}
      {text('scope_to', 20, 'ltr')}
      {text('except', 2000, 'ltr', t('hint.except'))}
      <FormSelectField
        control={control}
        name="duty_kind"
        label={t('field.duty_kind')}
        options={DUTY_KINDS.map((value) => ({ value, label: t(`dutyKind.${value}`) }))}
      />
      {text('text_en', RULE_TEXT_MAX, 'ltr')}
      {text('text_ar', RULE_TEXT_MAX, 'rtl')}
      {text('tariff_name', SOURCE_NAME_MAX, 'ltr', t('hint.tariff'))}
      {text('tariff_url', 500, 'ltr')}
      {text('since', 10, 'ltr', t('hint.day'))}
      <CheckField control={control} name="sample" label={t('field.sample')} />
      <SourceFields control={control} />
    </TermsFormDialog>
  );
}
