'use client';

import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

import { useFieldError } from './use-field-error';

type Kind = 'text' | 'email' | 'tel' | 'password';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  kind?: Kind;
  autoComplete?: string;
  /** Shown under the field while it has no error (e.g. "At least 8 characters"). */
  hint?: string;
  /** The schema's length limit shown as a counter under the field (part 1 §5 "counter"). */
  counterMax?: number;
  /** The schema's limit; the browser stops typing past it. */
  maxLength?: number;
  /** A text area of at least `rows` lines (description fields). */
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  /** part 1 §5: enquiry text is trimmed when the field is left. */
  trim?: boolean;
  autoFocus?: boolean;
};

/**
 * The form kit's text field: a react-hook-form controller over MUI whose schema message keys are
 * translated; the error or hint is linked to the input (MUI sets aria-describedby); addresses and
 * numbers read left to right; a password can be shown.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  kind = 'text',
  autoComplete,
  hint,
  counterMax,
  maxLength,
  multiline = false,
  rows = 5,
  required = true,
  trim = false,
  autoFocus,
}: Props<T>) {
  const t = useTranslations('Auth');
  const [visible, setVisible] = useState(false);
  const { field, fieldState } = useController({ control, name });
  const error = useFieldError(fieldState);
  const value = typeof field.value === 'string' ? field.value : '';
  const counter = counterMax ? t('counter', { count: value.length, max: counterMax }) : undefined;
  const leftToRight = kind === 'email' || kind === 'tel';

  return (
    <TextField
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={() => {
        if (trim && value !== value.trim()) field.onChange(value.trim());
        field.onBlur();
      }}
      inputRef={field.ref}
      label={label}
      type={kind === 'password' && visible ? 'text' : kind}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      multiline={multiline}
      minRows={multiline ? rows : undefined}
      required={required}
      fullWidth
      error={!!error}
      helperText={error ?? hint ?? counter}
      slotProps={{
        htmlInput: {
          maxLength,
          dir: leftToRight ? 'ltr' : undefined,
          inputMode: kind === 'tel' ? 'tel' : undefined,
          spellCheck: kind === 'text' ? undefined : false,
        },
        input:
          kind === 'password'
            ? {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={visible ? t('password.hide') : t('password.show')}
                      onClick={() => setVisible((shown) => !shown)}
                      edge="end"
                    >
                      {visible ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              }
            : undefined,
      }}
    />
  );
}
