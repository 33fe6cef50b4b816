'use client';

import { useTranslations } from 'next-intl';
import { useController, type Control } from 'react-hook-form';

import { FieldFrame, useFieldIds } from '@/components/forms/field-frame';
import fieldStyles from '@/components/forms/field.module.css';
import { useFieldError } from '@/components/forms/use-field-error';

import type { InstitutionInput } from '../../schemas';

type FormControl = { control: Control<InstitutionInput> };

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
