'use client';

import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';

import styles from './experts-console.module.css';

type Props<T extends string | number> = {
  legend: string;
  options: { value: T; label: string }[];
  chosen: T[];
  onChange: (chosen: T[]) => void;
  error?: string;
};

// A multiple choice as labelled checkboxes in a fieldset (sectors, languages).
export function ChoiceGroup<T extends string | number>(props: Props<T>) {
  const { legend, options, chosen, onChange, error } = props;
  const errorId = useId();
  const toggle = (value: T, on: boolean) =>
    onChange(on ? [...chosen, value] : chosen.filter((item) => item !== value));
  return (
    <FormControl
      component="fieldset"
      error={!!error}
      aria-describedby={error ? errorId : undefined}
      required
    >
      <FormLabel component="legend">{legend}</FormLabel>
      <div className={styles.choices}>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                size="small"
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
            }
          />
        ))}
      </div>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}
