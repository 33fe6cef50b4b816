'use client';

import { useId, type ReactNode } from 'react';

import styles from './field.module.css';

export type FieldIds = { input: string; helper: string };

/** The ids that tie a field's label and hint or error to its control. */
export function useFieldIds(): FieldIds {
  const id = useId();
  return { input: `${id}input`, helper: `${id}helper` };
}

type Props = {
  ids: FieldIds;
  label: string;
  required: boolean;
  /** The translated error; shown instead of the helper, and announced with the control. */
  error?: string;
  /** A hint or counter shown while there is no error. */
  helper?: string;
  children: ReactNode;
};

/** A native control with its label above and its hint or error under it (the kit's one frame). */
export function FieldFrame({ ids, label, required, error, helper, children }: Props) {
  const text = error ?? helper;
  return (
    <div className={styles.field}>
      <label htmlFor={ids.input} className={styles.label}>
        {label}
        {required && (
          <span aria-hidden="true" className={styles.asterisk}>
            {' *'}
          </span>
        )}
      </label>
      <div className={styles.control}>{children}</div>
      {text && (
        <p id={ids.helper} className={error ? `${styles.helper} ${styles.error}` : styles.helper}>
          {text}
        </p>
      )}
    </div>
  );
}
