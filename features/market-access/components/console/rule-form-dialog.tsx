'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { CheckChoices } from '@/components/console/check-fields';
import { recordTextField } from '@/components/console/record-form/record-text-field';
import { onFormFields, useConsoleSave } from '@/components/console/use-console-save';
import { FormSelectField } from '@/components/forms/form-select-field';

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

const Text = recordTextField<RuleValues>('MarketAccessAdmin.rule', {
  rows: 3,
  otherDir: 'ltr',
  suffixes: ['_en', '_ar'],
});

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
      <Text
        control={control}
        name="value_percent"
        max={6}
        hint={t('rule.percentHint')}
        inputMode="numeric"
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
      <Text control={control} name="cumulation_partners" max={400} hint={t('rule.partnersHint')} />
      <Text control={control} pair="cumulation" max={RULE_TEXT_MAX} multiline />
      {/* The proofs the agreement accepts; none ticked is "not entered". */}
      <CheckChoices
        control={control}
        name="proofs"
        legend={t('rule.proofs')}
        options={ORIGIN_PROOFS.map((value) => ({ value, label: t(`rule.proof.${value}`) }))}
        hint={t('rule.proofsHint')}
        className={styles.proofs}
      />
      <Text control={control} pair="notes" max={RULE_TEXT_MAX} multiline />
      <SourceFields control={control} />
    </TermsFormDialog>
  );
}
