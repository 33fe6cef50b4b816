'use client';

import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

import { useFieldError } from '@/components/forms/use-field-error';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** A text area of `rows` lines (description fields). */
  multiline?: boolean;
  rows?: number;
  /** The schema's limit (TEXT_MAX, DESCRIPTION_MAX); the browser stops typing past it. */
  maxLength?: number;
  required?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  /** Shown under the field while it has no error. */
  hint?: string;
};

/** A labelled text field of an enquiry form; the value is trimmed when the field is left. */
export function EnquiryTextField<T extends FieldValues>({
  control,
  name,
  label,
  multiline = false,
  rows = 5,
  maxLength,
  required = true,
  type = 'text',
  autoComplete,
  hint,
}: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const error = useFieldError(fieldState);
  const value = typeof field.value === 'string' ? field.value : '';

  return (
    <TextField
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={() => {
        // part 1 §5: text is trimmed.
        if (value !== value.trim()) field.onChange(value.trim());
        field.onBlur();
      }}
      inputRef={field.ref}
      label={label}
      type={type}
      autoComplete={autoComplete}
      multiline={multiline}
      minRows={multiline ? rows : undefined}
      required={required}
      fullWidth
      error={!!error}
      helperText={error ?? hint}
      slotProps={{
        htmlInput: {
          maxLength,
          dir: type === 'email' ? 'ltr' : undefined,
          spellCheck: type === 'email' ? false : undefined,
        },
      }}
    />
  );
}
