'use client';

import { useTranslations } from 'next-intl';
import { useController, type Control } from 'react-hook-form';

import { FieldFrame, useFieldIds } from '@/components/forms/field-frame';
import fieldStyles from '@/components/forms/field.module.css';
import { useFieldError } from '@/components/forms/use-field-error';

import type { EventInput } from '../../schemas';

import styles from './events-console.module.css';

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

/** The first or last day of the event: the browser's date picker, the value YYYY-MM-DD. */
export function DayField({ control, name }: FormControl & { name: 'date_start' | 'date_end' }) {
  const t = useTranslations('EventsAdmin.form');
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  const error = useFieldError(fieldState);
  const ids = useFieldIds();
  return (
    <FieldFrame ids={ids} label={t(name)} required error={error}>
      <input
        id={ids.input}
        ref={ref}
        type="date"
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        required
        aria-invalid={!!error}
        aria-describedby={error ? ids.helper : undefined}
        className={fieldStyles.input}
      />
    </FieldFrame>
  );
}

/** Published (shown on the portal) or a draft. */
export function PublishedField({ control }: FormControl) {
  const t = useTranslations('EventsAdmin.form');
  const {
    field: { ref, value, onChange, name },
  } = useController({ control, name: 'published' });
  return (
    <label className={`${styles.check} ${styles.wide}`}>
      <input
        ref={ref}
        type="checkbox"
        name={name}
        checked={value}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {t('published')}
        <span className={styles.hint}>{t('publishedHint')}</span>
      </span>
    </label>
  );
}
