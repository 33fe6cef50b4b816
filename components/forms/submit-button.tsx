import type { ReactNode } from 'react';

import styles from './field.module.css';

type Props = { busy: boolean; children: ReactNode; className?: string };

/** A form's primary button: disabled, with a spinning ring, while the form is on its way. */
export function SubmitButton({ busy, children, className }: Props) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className={['button button-primary', styles.submit, className].filter(Boolean).join(' ')}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
