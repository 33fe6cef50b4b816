'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { CheckField } from '@/components/console/check-fields';
import { onFormFields, useConsoleSave } from '@/components/console/use-console-save';
import { FormTextField } from '@/components/forms/form-text-field';

import { saveHeading } from '../../api/change-terms';
import { headingValuesOf, type HeadingValues } from '../../console-values';
import { DUTY_TEXT_MAX, RULE_TEXT_MAX } from '../../constants';
import type { StaffHeadingTerms } from '../../staff-schemas';

import { SourceFields } from './source-fields';
import { TermsFormDialog } from './terms-form-dialog';

const FIELDS = [
  'hs_code',
  'preferential_duty_en',
  'preferential_duty_ar',
  'specific_rule_en',
  'specific_rule_ar',
  'sample',
  'source.name_en',
  'source.name_ar',
  'source.url',
  'source.date',
] as const;
const apiField = (field: string) => FIELDS.find((name) => name === field);

type Props = {
  agreementId: number;
  row: StaffHeadingTerms | null;
  onClose: () => void;
  onSaved: (code: string) => void;
};

/** Adds or edits an agreement's terms for a heading or subheading, checked on the server. */
export function HeadingFormDialog({ agreementId, row, onClose, onSaved }: Props) {
  const t = useTranslations('MarketAccessAdmin');
  const { control, handleSubmit, setError } = useForm<HeadingValues>({
    defaultValues: headingValuesOf(row),
  });
  const save = useConsoleSave(t('errors.failed'), onFormFields(setError, apiField));
  const submit = handleSubmit(async (values) => {
    const from = row ? { id: row.id, version: row.version } : undefined;
    if (await save.run(() => saveHeading(agreementId, values, from)))
      onSaved(values.hs_code.trim());
  });
  const text = (
    name: (typeof FIELDS)[number] & keyof HeadingValues,
    max: number,
    dir: 'ltr' | 'rtl',
  ) => (
    <FormTextField
      control={control}
      name={name}
      label={t(`heading.${name}`)}
      required={false}
      maxLength={max}
      multiline={max === RULE_TEXT_MAX}
      rows={max === RULE_TEXT_MAX ? 3 : undefined}
      dir={dir}
      trim
    />
  );
  return (
    <TermsFormDialog
      title={row ? t('heading.editTitle', { code: row.hs_code }) : t('heading.addTitle')}
      save={save}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField
        control={control}
        name="hs_code"
        label={t('heading.hs_code')}
        hint={t('heading.codeHint')}
        maxLength={20}
        dir="ltr"
        inputMode="numeric"
        trim
      />
      {text('preferential_duty_en', DUTY_TEXT_MAX, 'ltr')}
      {text('preferential_duty_ar', DUTY_TEXT_MAX, 'rtl')}
      {text('specific_rule_en', RULE_TEXT_MAX, 'ltr')}
      {text('specific_rule_ar', RULE_TEXT_MAX, 'rtl')}
      <CheckField
        control={control}
        name="sample"
        label={t('heading.sample')}
        hint={t('heading.sampleHint')}
      />
      <SourceFields control={control} />
    </TermsFormDialog>
  );
}
