'use client';

import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, type ReactNode } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';

type Props = {
  field: Pick<ControllerRenderProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'ref'>;
  label: ReactNode;
  /** The translated rule message (rules.you_must), when the box must still be ticked. */
  error?: string;
  /** The input's native `required` (sign-up and enquiry forms). */
  required?: boolean;
};

// part 1 §5 "requiredCheckbox": an agreement box for react-hook-form; ticked is `true`, and its error
// is announced with the input. A label that links the terms page uses termsLink (./terms-link).
export function TermsCheckbox({ field, label, error, required = false }: Props) {
  const errorId = useId();
  return (
    <Box>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            required={required}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-invalid': !!error,
                'aria-describedby': error ? errorId : undefined,
              },
            }}
          />
        }
      />
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
