'use client';

import type { Control, FieldValues, Path } from 'react-hook-form';

import { FieldFrame } from '@/components/forms/field-frame';
import styles from '@/components/forms/field.module.css';
import { useKitField } from '@/components/forms/use-kit-field';
import type { LookupOption } from '@/features/lookups/lookup-labels';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: LookupOption[];
  /** The first, empty entry ("Choose…"). */
  placeholder: string;
  hint?: string;
  /** Unusable until something else is chosen (the subsector before its sector). */
  disabled?: boolean;
  /** Called with the new value after the field takes it (the sector clears its subsector). */
  onValueChange?: (value: number | '') => void;
};

/**
 * A required choice among options as a native select (docs/decisions/look-and-speed.md "Lookups are native
 * selects"); the value is the chosen numeric id, '' while none is chosen.
 */
export function OptionSelect<T extends FieldValues>({
  control,
  name,
  label,
  options,
  placeholder,
  hint,
  disabled = false,
  onValueChange,
}: Props<T>) {
  const { ref, field, error, ids } = useKitField(control, name);
  const id = typeof field.value === 'number' ? field.value : Number(field.value) || null;
  // Before the options arrive, a stored id has no entry yet: show the placeholder meanwhile.
  const value = id !== null && options.some((option) => option.id === id) ? String(id) : '';
  return (
    <FieldFrame ids={ids} label={label} required error={error} helper={hint}>
      <select
        id={ids.input}
        ref={ref}
        name={field.name}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const next = event.target.value ? Number(event.target.value) : '';
          field.onChange(next);
          onValueChange?.(next);
        }}
        onBlur={field.onBlur}
        required
        aria-invalid={!!error}
        aria-describedby={error || hint ? ids.helper : undefined}
        className={`${styles.input} ${styles.select}`}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
