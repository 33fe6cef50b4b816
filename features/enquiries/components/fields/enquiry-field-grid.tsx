import type { ReactNode } from 'react';

import styles from './enquiry-field-grid.module.css';

/** Two columns on wide screens, one on phones; a child inside `<FullRow>` spans both. */
export function EnquiryFieldGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

export function FullRow({ children }: { children: ReactNode }) {
  return <div className={styles.fullRow}>{children}</div>;
}
