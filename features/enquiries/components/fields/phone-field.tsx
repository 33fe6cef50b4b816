'use client';

import { useTranslations } from 'next-intl';
import type { Control, FieldValues, Path } from 'react-hook-form';

import { FieldFrame } from '@/components/forms/field-frame';
import styles from '@/components/forms/field.module.css';
import { useKitField } from '@/components/forms/use-kit-field';

// Enough for any international number (E.164 allows 15 digits).
const PHONE_MAX_DIGITS = 15;

/**
 * Keeps the digits of what was typed or pasted ("+962 79-000" → "96279000"). Arabic keyboards type
 * Arabic-Indic digits (٠–٩, ۰–۹): they become 0–9 rather than vanish.
 */
export function digitsOnly(value: string): string {
  return value
    .replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(/\D/g, '');
}

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  autoComplete?: string;
};

/** part 1 §5 "Phone is numeric": non-digits are dropped as the user types; read left to right. */
export function PhoneField<T extends FieldValues>({
  control,
  name,
  label,
  required = true,
  autoComplete = 'tel',
}: Props<T>) {
  const t = useTranslations('EnquiryForm');
  const { ref, field, error, ids } = useKitField(control, name);

  return (
    <FieldFrame ids={ids} label={label} required={required} error={error} helper={t('digitsOnly')}>
      <input
        id={ids.input}
        ref={ref}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.onChange(digitsOnly(event.target.value))}
        onBlur={field.onBlur}
        type="tel"
        inputMode="numeric"
        autoComplete={autoComplete}
        required={required}
        maxLength={PHONE_MAX_DIGITS}
        aria-invalid={!!error}
        aria-describedby={ids.helper}
        // The digits run left to right but sit on the side the page's other fields start from.
        dir="ltr"
        className={styles.input}
      />
    </FieldFrame>
  );
}
