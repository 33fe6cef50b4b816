import styles from './status-chip.module.css';

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/**
 * A record's state in a console list or page (issue 24): a word in the page's language on a
 * colour that matches its meaning; the word, not the colour, carries it.
 */
export function StatusChip({
  tone,
  label,
  title,
}: {
  tone: StatusTone;
  label: string;
  /** A longer explanation, shown on hover and read after the label. */
  title?: string;
}) {
  return (
    <span className={styles.chip} data-tone={tone} title={title}>
      {label}
      {title && <span className="visually-hidden">: {title}</span>}
    </span>
  );
}
