import type { ReactNode } from 'react';

import styles from './field.module.css';

type Props = {
  busy: boolean;
  children: ReactNode;
  className?: string;
  /** Disabled for another reason than sending (the form is done). */
  disabled?: boolean;
};

/** A form's primary button: disabled, with a spinning ring, while the form is on its way. */
export function SubmitButton({ busy, children, className, disabled = false }: Props) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      aria-busy={busy}
      className={['button button-primary', styles.submit, className].filter(Boolean).join(' ')}
    >
      {busy && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
