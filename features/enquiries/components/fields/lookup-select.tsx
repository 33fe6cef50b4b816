'use client';

import { useTranslations } from 'next-intl';
import type { Control, FieldValues, Path } from 'react-hook-form';

import { FieldFrame } from '@/components/forms/field-frame';
import styles from '@/components/forms/field.module.css';
import { useKitField } from '@/components/forms/use-kit-field';
import { useLookup } from '@/features/lookups/api/use-lookup';
import type { LookupKind, LookupOption } from '@/features/lookups/lookup-labels';

export type { LookupKind };

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** Which list (GET /api/{kind}); the labels come in the page's language. */
  kind: LookupKind;
  required?: boolean;
  /** Not applicable now (the company form's country for a local company): greyed and skipped. */
  disabled?: boolean;
};

/**
 * A choice from a lookup list as a native select (phones show their own picker, and typing a
 * letter jumps to it, even among the 249 countries); the value is the chosen numeric id, '' when none.
 */
export function LookupSelect<T extends FieldValues>({
  control,
  name,
  label,
  kind,
  required = true,
  disabled = false,
}: Props<T>) {
  const t = useTranslations('EnquiryForm');
  const { ref, field, error, ids } = useKitField(control, name);
  const { data } = useLookup(kind);
  const options: LookupOption[] = data ?? [];
  const id = typeof field.value === 'number' ? field.value : Number(field.value) || null;
  // Before the list arrives, a restored id has no option yet: show nothing rather than warn.
  const value = id !== null && options.some((option) => option.id === id) ? String(id) : '';
  return (
    <FieldFrame ids={ids} label={label} required={required} error={error}>
      <select
        id={ids.input}
        ref={ref}
        name={field.name}
        value={value}
        onChange={(event) => field.onChange(event.target.value ? Number(event.target.value) : '')}
        onBlur={field.onBlur}
        required={required}
        disabled={disabled}
        aria-invalid={!!error}
        aria-describedby={error ? ids.helper : undefined}
        className={`${styles.input} ${styles.select}`}
      >
        <option value="" disabled={required}>
          {t('choose')}
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
