import { useId, type ReactNode } from 'react';

import styles from './profile-card.module.css';

type Props = { title: string; icon?: ReactNode; children: ReactNode; testId?: string };

/** One card of the profile page: a titled region so screen readers can jump between them. */
export function ProfileCard({ title, icon, children, testId }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={testId} className={styles.card}>
      <div className={styles.heading}>
        {icon}
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}
