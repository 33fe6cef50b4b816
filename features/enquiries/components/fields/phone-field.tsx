'use client';

import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import { useTranslations } from 'next-intl';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

import { useFieldError } from '@/components/forms/use-field-error';

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
  const { field, fieldState } = useController({ control, name });
  const error = useFieldError(fieldState);
  const { direction } = useTheme();

  return (
    <TextField
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => field.onChange(digitsOnly(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      type="tel"
      autoComplete={autoComplete}
      required={required}
      fullWidth
      error={!!error}
      helperText={error ?? t('digitsOnly')}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          dir: 'ltr',
          maxLength: PHONE_MAX_DIGITS,
          // The digits run left to right but sit on the side the page's other fields start from.
          style: { textAlign: direction === 'rtl' ? 'right' : 'left' },
        },
      }}
    />
  );
}
