'use client';

import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';

type Props = {
  field: Pick<ControllerRenderProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'ref'>;
  label: string;
  /** The translated rule message (rules.you_must), when the box must still be ticked. */
  error?: string;
};

// A required agreement box for react-hook-form: ticked is `true`, and its error is announced.
export function TermsCheckbox({ field, label, error }: Props) {
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
