import { useId, type ReactNode } from 'react';

import styles from './company-form.module.css';

type Props = {
  title: string;
  /** A sentence under the legend (what the section asks for), read with the group's name. */
  description?: string;
  /** The section itself is required (at least one certificate): the legend carries the asterisk. */
  required?: boolean;
  children: ReactNode;
  testId?: string;
};

/** One section of the company form: a fieldset, its legend and its fields in a grid. */
export function FormSection({ title, description, required = false, children, testId }: Props) {
  const descriptionId = `${useId()}description`;
  return (
    <fieldset
      className={styles.section}
      data-testid={testId}
      aria-describedby={description ? descriptionId : undefined}
    >
      <legend className={styles.legend}>
        {title}
        {required && (
          <span aria-hidden="true" className={styles.asterisk}>
            {' *'}
          </span>
        )}
      </legend>
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      <div className={styles.grid}>{children}</div>
    </fieldset>
  );
}

/** A field spanning both columns. */
export function FullRow({ children }: { children: ReactNode }) {
  return <div className={styles.fullRow}>{children}</div>;
}
