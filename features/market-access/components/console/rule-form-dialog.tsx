'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { CheckChoices } from '@/components/console/check-fields';
import { onFormFields, useConsoleSave } from '@/components/console/use-console-save';
import { FormSelectField } from '@/components/forms/form-select-field';
import { FormTextField } from '@/components/forms/form-text-field';

import { saveOriginRule } from '../../api/change-terms';
import { ruleValuesOf, type RuleValues } from '../../console-values';
import { ORIGIN_PROOFS, RULE_TEXT_MAX, TARIFF_SHIFTS, VALUE_KINDS } from '../../constants';
import type { GeneralOriginRule } from '../../schemas';

import { SourceFields } from './source-fields';
import styles from './terms-console.module.css';
import { TermsFormDialog } from './terms-form-dialog';

const FIELDS = [
  'value_kind',
  'value_percent',
  'tariff_shift',
  'cumulation_en',
  'cumulation_ar',
  'cumulation_partners',
  'proofs',
  'notes_en',
  'notes_ar',
  'source.name_en',
  'source.name_ar',
  'source.url',
  'source.date',
] as const;
// "cumulation_partners.0" (a code) goes on the partners' field.
const apiField = (field: string) => FIELDS.find((name) => name === field.replace(/\.\d+$/, ''));

type Props = {
  agreementId: number;
  rule: GeneralOriginRule | null;
  onClose: () => void;
  onSaved: () => void;
};

/** Enters or edits an agreement's general rule of origin; an empty figure is "not entered". */
export function RuleFormDialog({ agreementId, rule, onClose, onSaved }: Props) {
  const t = useTranslations('MarketAccessAdmin');
  const { control, handleSubmit, setError } = useForm<RuleValues>({
    defaultValues: ruleValuesOf(rule),
  });
  const save = useConsoleSave(t('errors.failed'), onFormFields(setError, apiField));
  const submit = handleSubmit(async (values) => {
    if (await save.run(() => saveOriginRule(agreementId, values, rule?.version ?? null))) onSaved();
  });
  const text = (
    name: 'cumulation_en' | 'cumulation_ar' | 'notes_en' | 'notes_ar',
    dir: 'ltr' | 'rtl',
  ) => (
    <FormTextField
      control={control}
      name={name}
      label={t(`rule.${name}`)}
      required={false}
      maxLength={RULE_TEXT_MAX}
      multiline
      rows={3}
      dir={dir}
      trim
    />
  );
  return (
    <TermsFormDialog title={t('rule.editTitle')} save={save} onClose={onClose} onSubmit={submit}>
      <FormSelectField
        control={control}
        name="value_kind"
        label={t('rule.value_kind')}
        required={false}
        options={[
          { value: '', label: t('notEntered') },
          ...VALUE_KINDS.map((value) => ({ value, label: t(`rule.kind.${value}`) })),
        ]}
      />
      <FormTextField
        control={control}
        name="value_percent"
        label={t('rule.value_percent')}
        hint={t('rule.percentHint')}
        required={false}
        maxLength={6}
        dir="ltr"
        inputMode="numeric"
        trim
      />
      <FormSelectField
        control={control}
        name="tariff_shift"
        label={t('rule.tariff_shift')}
        required={false}
        options={[
          { value: '', label: t('notEntered') },
          ...TARIFF_SHIFTS.map((value) => ({ value, label: t(`rule.shift.${value}`) })),
        ]}
      />
      <FormTextField
        control={control}
        name="cumulation_partners"
        label={t('rule.cumulation_partners')}
        hint={t('rule.partnersHint')}
        required={false}
        maxLength={400}
        dir="ltr"
        trim
      />
      {text('cumulation_en', 'ltr')}
      {text('cumulation_ar', 'rtl')}
      {/* The proofs the agreement accepts; none ticked is "not entered". */}
      <CheckChoices
        control={control}
        name="proofs"
        legend={t('rule.proofs')}
        options={ORIGIN_PROOFS.map((value) => ({ value, label: t(`rule.proof.${value}`) }))}
        hint={t('rule.proofsHint')}
        className={styles.proofs}
      />
      {text('notes_en', 'ltr')}
      {text('notes_ar', 'rtl')}
      <SourceFields control={control} />
    </TermsFormDialog>
  );
}
