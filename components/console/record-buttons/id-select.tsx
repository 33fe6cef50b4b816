'use client';

import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

import { FieldFrame, useFieldIds } from '@/components/forms/field-frame';
import fieldStyles from '@/components/forms/field.module.css';
import { useFieldError } from '@/components/forms/use-field-error';

type Props<Values extends FieldValues> = {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  /** The empty first choice ("Choose…"), which the field refuses. */
  choose: string;
  options: { id: number; label: string }[];
};

/** A required native select of a record's id among a list's entries (0 while none is chosen). */
export function IdSelect<Values extends FieldValues>({
  control,
  name,
  label,
  choose,
  options,
}: Props<Values>) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  const error = useFieldError(fieldState);
  const ids = useFieldIds();
  return (
    <FieldFrame ids={ids} label={label} required error={error}>
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
        <option value="">{choose}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
