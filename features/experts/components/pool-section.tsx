import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import type { PoolGroup } from '../pool-directory';

import styles from './pool-section.module.css';

type Props = {
  group: PoolGroup;
  locale: Locale;
  otherExperts: string;
  children: React.ReactNode;
};

// A pool's heading and description above its experts' cards.
export function PoolSection({ group, locale, otherExperts, children }: Props) {
  const id = `pool-${group.pool?.id ?? 'other'}`;
  const description = group.pool ? pick(group.pool, 'DESCRIPTION', locale) : '';
  return (
    <section className={styles.section} aria-labelledby={id} data-testid="expert-pool">
      <h2 id={id} className={`h3 ${styles.heading}`}>
        {group.pool ? pick(group.pool, 'NAME', locale) : otherExperts}
      </h2>
      {description && <p className={styles.description}>{description}</p>}
      <div className={styles.grid}>{children}</div>
    </section>
  );
}
