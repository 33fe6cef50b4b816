'use client';

import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

import { useErrorText } from './use-field-error';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  autoComplete: string;
  /** An e-mail address: typed as one, and read left to right in Arabic pages too. */
  email?: boolean;
  /** Said under the field while it has no error (a counter). */
  hint?: (value: string) => string;
};

/** A required MUI text field bound to a form's field, its error in the page's language under it. */
export function MuiFormTextField<T extends FieldValues>({
  control,
  name,
  label,
  autoComplete,
  email = false,
  hint,
}: Props<T>) {
  const message = useErrorText();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          type={email ? 'email' : undefined}
          label={label}
          slotProps={email ? { htmlInput: { dir: 'ltr' } } : undefined}
          required
          autoComplete={autoComplete}
          error={Boolean(fieldState.error)}
          helperText={message(fieldState.error?.message) ?? hint?.(field.value)}
        />
      )}
    />
  );
}
