import { isActiveCredential } from '../credential-list';

import styles from './credential-badges.module.css';

type Props = {
  status: number;
  recent: boolean;
  labels: { active: string; inactive: string; recent: string; recentHint: string };
};

/**
 * part 2 "Credentials": status 1 in green (active), anything else in grey (inactive), and "recent"
 * for one dated within the last 30 days. The word carries the meaning, the colour repeats it.
 */
export function CredentialBadges({ status, recent, labels }: Props) {
  const active = isActiveCredential({ status });
  return (
    <p className={styles.badges}>
      <span className={styles.status} data-active={active} data-testid="credential-status">
        <span className={styles.dot} aria-hidden="true" />
        {active ? labels.active : labels.inactive}
      </span>
      {recent && (
        <span className={styles.recent} title={labels.recentHint} data-testid="credential-recent">
          {labels.recent}
          <span className="visually-hidden">: {labels.recentHint}</span>
        </span>
      )}
    </p>
  );
}
