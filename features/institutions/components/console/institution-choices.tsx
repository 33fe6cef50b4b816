'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';

import { FieldFrame, useFieldIds } from '@/components/forms/field-frame';
import fieldStyles from '@/components/forms/field.module.css';
import { useFieldError } from '@/components/forms/use-field-error';
import { pick } from '@/lib/i18n/localized';
import { isLocale } from '@/lib/i18n/routing';

import type { ExportType, InstitutionInput } from '../../schemas';

import styles from './institutions-console.module.css';

type FormControl = { control: Control<InstitutionInput> };

/** An institution's types (part 2 §3 `type_id`, several): one checkbox each, one at least. */
export function TypeChoices({ control, types }: FormControl & { types: ExportType[] }) {
  const t = useTranslations('InstitutionsAdmin.form');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const {
    field: { ref, value, onChange, name },
    fieldState,
  } = useController({ control, name: 'type_id' });
  const error = useFieldError(fieldState);
  const errorId = useId();
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((chosen) => chosen !== id));
  return (
    <fieldset
      className={`${styles.choices} ${styles.wide}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={fieldStyles.label}>
        {t('type_id')}
        <span aria-hidden="true" className={fieldStyles.asterisk}>
          {' *'}
        </span>
      </legend>
      <div className={styles.checks}>
        {types.map((type, index) => (
          <label key={type.id} className={styles.check}>
            <input
              type="checkbox"
              name={name}
              value={type.id}
              ref={index === 0 ? ref : undefined}
              checked={value.includes(type.id)}
              aria-invalid={!!error}
              onChange={(event) => toggle(type.id, event.target.checked)}
            />
            {pick(type, 'type', shown)}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={`${fieldStyles.helper} ${fieldStyles.error}`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

type PlaceProps = FormControl & {
  name: 'mode_id' | 'gov_id';
  options: { id: number; label: string }[];
};

/** The participation mode or the governorate: a required native select of the list's entries. */
export function ListSelect({ control, name, options }: PlaceProps) {
  const t = useTranslations('InstitutionsAdmin.form');
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  const error = useFieldError(fieldState);
  const ids = useFieldIds();
  return (
    <FieldFrame ids={ids} label={t(name)} required error={error}>
      <select
        id={ids.input}
        ref={ref}
        name={field.name}
        value={field.value || ''}
        onChange={(event) => field.onChange(Number(event.target.value) || 0)}
        onBlur={field.onBlur}
        required
        aria-invalid={!!error}
        aria-describedby={error ? ids.helper : undefined}
        className={`${fieldStyles.input} ${fieldStyles.select}`}
      >
        <option value="">{t('choose')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
