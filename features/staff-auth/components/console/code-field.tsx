'use client';

import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import type { Ref } from 'react';

type Props = {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/** The authenticator code: a numeric keyboard, filled in by the phone's one-time-code offer. */
export function CodeField({ value, onChange, invalid, hint, inputRef }: Props) {
  const t = useTranslations('ConsoleAuth');
  return (
    <TextField
      label={t('fields.code')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={invalid}
      helperText={hint}
      autoComplete="one-time-code"
      required
      fullWidth
      inputRef={inputRef}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9 ]*',
          maxLength: 7,
          dir: 'ltr',
          spellCheck: false,
          className: 'code-input',
        },
      }}
    />
  );
}
