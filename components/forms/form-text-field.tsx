'use client';

import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

type Kind = 'text' | 'email' | 'tel' | 'password';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  kind?: Kind;
  autoComplete: string;
  /** Shown under the field while it has no error (e.g. "At least 8 characters"). */
  hint?: string;
  /** The schema's length limit; the field shows a counter (part 1 §5 "counter"). */
  counterMax?: number;
  autoFocus?: boolean;
};

/**
 * A labelled field of an auth form: the schema's message keys are translated, the error or hint
 * is linked to the input (MUI sets aria-describedby), addresses and numbers read left to right.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  kind = 'text',
  autoComplete,
  hint,
  counterMax,
  autoFocus,
}: Props<T>) {
  const translate = useTranslations();
  const t = useTranslations('Auth');
  const [visible, setVisible] = useState(false);
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const errorKey = fieldState.error?.message;
  const error = errorKey ? (translate.has(errorKey) ? translate(errorKey) : errorKey) : undefined;
  const counter = counterMax ? t('counter', { count: value.length, max: counterMax }) : undefined;
  const leftToRight = kind === 'email' || kind === 'tel';

  return (
    <TextField
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      type={kind === 'password' && visible ? 'text' : kind}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      required
      fullWidth
      error={!!error}
      helperText={error ?? hint ?? counter}
      slotProps={{
        htmlInput: {
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
