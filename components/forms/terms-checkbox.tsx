'use client';

import { useId, type ReactNode } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';

import styles from './field.module.css';

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
export function TermsCheckbox({ field: { ref, ...field }, label, error, required = false }: Props) {
  const errorId = useId();
  return (
    <div className={styles.field}>
      <label className={styles.check}>
        <input
          type="checkbox"
          ref={ref}
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          required={required}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className={`${styles.helper} ${styles.error}`}>
          {error}
        </p>
      )}
    </div>
  );
}
