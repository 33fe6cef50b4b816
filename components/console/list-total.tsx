import styles from './list-total.module.css';

/** How many records a console list found, announced when the list changes. */
export function ListTotal({ text, testId }: { text: string; testId?: string }) {
  return (
    <p className={styles.total} role="status" data-testid={testId}>
      {text}
    </p>
  );
}
