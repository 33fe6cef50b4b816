'use client';

import { useTranslations } from 'next-intl';
import { useController, type Control } from 'react-hook-form';

import { FieldFrame, useFieldIds } from '@/components/forms/field-frame';
import fieldStyles from '@/components/forms/field.module.css';
import { useFieldError } from '@/components/forms/use-field-error';

import type { EventInput } from '../../schemas';

type FormControl = { control: Control<EventInput> };
type SelectName = 'location_type' | 'country_id' | 'type_id' | 'mode_id' | 'industry_id' | 'status';

type SelectProps = FormControl & {
  name: SelectName;
  options: { value: string; label: string }[];
  /** The first option: "Choose…" for a required list, or the value that means none. */
  empty: { label: string; value: EventInput[SelectName] } | null;
  /** The form's value of an option's text. */
  parse: (value: string) => EventInput[SelectName];
};

/** One of the event's lists as a native select (labels above, the kit's frame). */
export function ChoiceSelect({ control, name, options, empty, parse }: SelectProps) {
  const t = useTranslations('EventsAdmin.form');
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  const error = useFieldError(fieldState);
  const ids = useFieldIds();
  const required = empty === null || empty.value === 0;
  const value = field.value === null || field.value === 0 ? '' : String(field.value);
  return (
    <FieldFrame ids={ids} label={t(name)} required={required} error={error}>
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
