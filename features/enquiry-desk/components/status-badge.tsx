import { enquiryStatusOf } from '@/features/enquiries/enquiry-status';

import styles from './status-badge.module.css';

/** An enquiry's status in its colour (white text), named in the page's language. */
export function StatusBadge({ code, name }: { code: number; name: string }) {
  const status = enquiryStatusOf(code);
  return (
    <span
      className={styles.badge}
      style={{ background: status?.color ?? '#4b5563' }}
      data-status={code}
    >
      {name}
    </span>
  );
}

/** The overdue mark: a word with an icon, not a colour alone. */
export function OverdueMark({ label }: { label: string }) {
  return (
    <span className={styles.overdue} data-testid="overdue-mark">
      <span aria-hidden="true">⚠</span>
      {label}
    </span>
  );
}
