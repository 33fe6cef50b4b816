'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';

import { ConsoleFormDialog } from '@/components/console/console-form-dialog';
import { onFormFields, useConsoleSave } from '@/components/console/use-console-save';
import fieldStyles from '@/components/forms/field.module.css';
import { FormSelectField } from '@/components/forms/form-select-field';
import { FormTextField } from '@/components/forms/form-text-field';
import { useFieldError } from '@/components/forms/use-field-error';

import { saveOriginRule } from '../../api/change-terms';
import { ruleValuesOf, type RuleValues } from '../../console-values';
import { ORIGIN_PROOFS, RULE_TEXT_MAX, TARIFF_SHIFTS, VALUE_KINDS } from '../../constants';
import type { GeneralOriginRule } from '../../schemas';

import { SourceFields } from './source-fields';
import styles from './terms-console.module.css';

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

/** The proofs of origin the agreement accepts: one checkbox each; none ticked is "not entered". */
function ProofChoices({ control }: { control: Control<RuleValues> }) {
  const t = useTranslations('MarketAccessAdmin.rule');
  const {
    field: { ref, value, onChange, name },
    fieldState,
  } = useController({ control, name: 'proofs' });
  const error = useFieldError(fieldState);
  const errorId = useId();
  const toggle = (proof: (typeof ORIGIN_PROOFS)[number], on: boolean) =>
    onChange(on ? [...value, proof] : value.filter((chosen) => chosen !== proof));
  return (
    <fieldset
      className={`${styles.choices} ${styles.wide}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={fieldStyles.label}>{t('proofs')}</legend>
      <div className={styles.checks}>
        {ORIGIN_PROOFS.map((proof, index) => (
          <label key={proof} className={styles.check}>
            <input
              type="checkbox"
              name={name}
              value={proof}
              ref={index === 0 ? ref : undefined}
              checked={value.includes(proof)}
              aria-invalid={!!error}
              onChange={(event) => toggle(proof, event.target.checked)}
            />
            {t(`proof.${proof}`)}
          </label>
        ))}
      </div>
      <p className={styles.hint}>{t('proofsHint')}</p>
      {error && (
        <p id={errorId} className={`${fieldStyles.helper} ${fieldStyles.error}`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

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
    <ConsoleFormDialog
      title={t('rule.editTitle')}
      busy={save.busy}
      failure={save.failure}
      maxWidth="md"
      labels={{ cancel: t('form.cancel'), save: t('form.save') }}
      onClose={onClose}
      onSubmit={submit}
      className={styles.form}
    >
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
      <ProofChoices control={control} />
      {text('notes_en', 'ltr')}
      {text('notes_ar', 'rtl')}
      <SourceFields control={control} />
    </ConsoleFormDialog>
  );
}
