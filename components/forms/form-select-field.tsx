'use client';

import type { Control, FieldValues, Path } from 'react-hook-form';

import { FieldFrame } from './field-frame';
import styles from './field.module.css';
import { useKitField } from './use-kit-field';

type Props<T extends FieldValues, V> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: readonly { value: V; label: string }[];
  /** The first option when nothing is chosen yet ("Choose…"); none when there is always a value. */
  placeholder?: string;
  required?: boolean;
  hint?: string;
};

/**
 * The form kit's choice: a react-hook-form controller over a native select (the label above, the
 * hint or error under it). Option values are numbers or text; the form holds the option's own value.
 */
export function FormSelectField<T extends FieldValues, V extends string | number>({
  control,
  name,
  label,
  options,
  placeholder,
  required = true,
  hint,
}: Props<T, V>) {
  const { ref, field, error, ids } = useKitField(control, name);
  const chosen = options.find((option) => option.value === field.value);
  return (
    <FieldFrame ids={ids} label={label} required={required} error={error} helper={hint}>
      <select
        id={ids.input}
        ref={ref}
        name={field.name}
        value={chosen ? String(chosen.value) : ''}
        onChange={(event) => {
          const option = options.find((item) => String(item.value) === event.target.value);
          field.onChange(option ? option.value : null);
        }}
        onBlur={field.onBlur}
        required={required}
        aria-invalid={!!error}
        aria-describedby={error || hint ? ids.helper : undefined}
        className={`${styles.input} ${styles.select}`}
      >
        {(placeholder !== undefined || !chosen) && <option value="">{placeholder ?? ''}</option>}
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
