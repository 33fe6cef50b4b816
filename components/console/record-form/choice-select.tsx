'use client';

import type { Control, FieldValues, Path } from 'react-hook-form';

import { FieldFrame } from '@/components/forms/field-frame';
import fieldStyles from '@/components/forms/field.module.css';
import { useKitField } from '@/components/forms/use-kit-field';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: { value: string; label: string }[];
  /** The first option: "Choose…" for a required list (value 0), or the value that means none. */
  empty: { label: string; value: unknown } | null;
  /** The form's value of an option's text: a number (an id) unless told. */
  parse?: (text: string) => unknown;
};

/**
 * One of a console record's lists as a native select (label above, the form kit's frame): a
 * required list starts with "Choose…" (value 0), an optional one with the value that means none.
 */
export function ChoiceSelect<T extends FieldValues>({
  control,
  name,
  label,
  options,
  empty,
  parse = Number,
}: Props<T>) {
  const { ref, field, error, ids } = useKitField(control, name);
  const required = empty === null || empty.value === 0;
  const value = field.value === null || field.value === 0 ? '' : String(field.value);
  return (
    <FieldFrame ids={ids} label={label} required={required} error={error}>
      <select
        id={ids.input}
        ref={ref}
        name={field.name}
        value={value}
        onChange={(event) =>
          field.onChange(
            event.target.value === '' ? (empty?.value ?? 0) : parse(event.target.value),
          )
        }
        onBlur={field.onBlur}
        required={required}
        aria-invalid={!!error}
        aria-describedby={error ? ids.helper : undefined}
        className={`${fieldStyles.input} ${fieldStyles.select}`}
      >
        {empty && <option value="">{empty.label}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** Several of a form's lists in a row, each labelled by its name (`label`). */
export function ChoiceSelects<T extends FieldValues>({
  control,
  label,
  lists,
}: {
  control: Control<T>;
  label: (name: Path<T>) => string;
  lists: readonly Omit<Props<T>, 'control' | 'label'>[];
}) {
  return (
    <>
      {lists.map((list) => (
        <ChoiceSelect key={list.name} control={control} label={label(list.name)} {...list} />
      ))}
    </>
  );
}
