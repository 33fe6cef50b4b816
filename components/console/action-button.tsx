import type { ButtonHTMLAttributes, ReactNode } from 'react';

import styles from './action-button.module.css';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  /** `primary` for the page's main action (Add…); `outlined` for a row's. */
  variant?: 'primary' | 'outlined';
  /** A change that removes or stops something: drawn in red. */
  danger?: boolean;
  children: ReactNode;
};

/**
 * A console control's button without MUI (issue 24): Add on a page or a section, Edit, Delete or
 * Suspend in a row. It opens a dialog or the shared question, so it never submits a form.
 */
export function ActionButton({ variant = 'outlined', danger, className, ...props }: Props) {
  const classes = ['button', `button-${variant}`, styles.button, className].filter(Boolean);
  return (
    <button
      type="button"
      {...props}
      className={classes.join(' ')}
      data-danger={danger || undefined}
    />
  );
}

/** A row's buttons side by side (wrapping on a phone). */
export function RowActions({
  label,
  wrap = false,
  children,
}: {
  label?: string;
  /** Many buttons: wrapped into lines of at most about four, on a wide screen too. */
  wrap?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={wrap ? `${styles.row} ${styles.wrapped}` : styles.row}
      role={label ? 'group' : undefined}
      aria-label={label}
    >
      {children}
    </div>
  );
}
