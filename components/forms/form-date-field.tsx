'use client';

import type { Control, FieldValues, Path } from 'react-hook-form';

import { FieldFrame } from './field-frame';
import styles from './field.module.css';
import { useKitField } from './use-kit-field';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  hint?: string;
};

/**
 * The form kit's day: the browser's date picker, the value YYYY-MM-DD; an optional day left empty
 * is null.
 */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  label,
  required = true,
  hint,
}: Props<T>) {
  const { ref, field, error, ids } = useKitField(control, name);
  return (
    <FieldFrame ids={ids} label={label} required={required} error={error} helper={hint}>
      <input
        id={ids.input}
        ref={ref}
        type="date"
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.onChange(event.target.value || (required ? '' : null))}
        onBlur={field.onBlur}
        required={required}
        aria-invalid={!!error}
        aria-describedby={error || hint ? ids.helper : undefined}
        className={styles.input}
      />
    </FieldFrame>
  );
}
