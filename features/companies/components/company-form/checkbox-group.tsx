'use client';

import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

import fieldStyles from '@/components/forms/field.module.css';
import { useFieldError } from '@/components/forms/use-field-error';
import { useLookup } from '@/features/lookups/api/use-lookup';
import type { LookupKind } from '@/features/lookups/lookup-labels';

import styles from './checkbox-group.module.css';

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** Holds the chosen ids (number[]). */
  name: Path<T>;
  label: string;
  kind: LookupKind;
};

/**
 * A multiple choice over a short lookup (the ~16 product and ~6 service sectors) as a group of
 * checkboxes in a fieldset: every choice is in view, and each box works with keyboard and screen
 * reader as the platform's own.
 */
export function CheckboxGroup<T extends FieldValues>({ control, name, label, kind }: Props<T>) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  const error = useFieldError(fieldState);
  const errorId = useId();
  const { data: options = [] } = useLookup(kind);
  const chosen: number[] = Array.isArray(field.value) ? (field.value as number[]) : [];

  const toggle = (id: number, checked: boolean) =>
    field.onChange(checked ? [...chosen, id] : chosen.filter((value) => value !== id));

  return (
    <fieldset
      className={styles.group}
      aria-describedby={error ? errorId : undefined}
      data-testid={`checkbox-group-${field.name}`}
    >
      <legend className={fieldStyles.label}>{label}</legend>
      <div className={styles.options}>
        {options.map((option, index) => (
          <label key={option.id} className={`${fieldStyles.check} ${styles.option}`}>
            <input
              type="checkbox"
              ref={index === 0 ? ref : undefined}
              name={field.name}
              value={option.id}
              checked={chosen.includes(option.id)}
              onChange={(event) => toggle(option.id, event.target.checked)}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
            />
            <span>{option.label}</span>
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
