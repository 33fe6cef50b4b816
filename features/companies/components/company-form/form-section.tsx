import type { ReactNode } from 'react';

import styles from './company-form.module.css';

type Props = {
  title: string;
  /** A sentence under the legend (what the section asks for). */
  description?: string;
  children: ReactNode;
  testId?: string;
};

/** One section of the company form: a fieldset, its legend and its fields in a grid. */
export function FormSection({ title, description, children, testId }: Props) {
  return (
    <fieldset className={styles.section} data-testid={testId}>
      <legend className={styles.legend}>{title}</legend>
      {description && <p className={styles.description}>{description}</p>}
      <div className={styles.grid}>{children}</div>
    </fieldset>
  );
}

/** A field spanning both columns. */
export function FullRow({ children }: { children: ReactNode }) {
  return <div className={styles.fullRow}>{children}</div>;
}
