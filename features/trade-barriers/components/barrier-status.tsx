import { formatDate } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

import type { BarrierStatus } from '../constants';

import styles from './register.module.css';

type Props = {
  status: BarrierStatus;
  date: string;
  locale: Locale;
  /** The status's word ("Resolved in part") and the sentence around the date ("since {date}"). */
  labels: { status: string; since: string };
};

/** An entry's status as a coloured word, with the day it was reached. */
export function BarrierStatusBadge({ status, date, locale, labels }: Props) {
  return (
    <span className={styles.status}>
      <span className={styles.badge} data-status={status}>
        {labels.status}
      </span>{' '}
      <span className={styles.since}>
        {labels.since.replace('{date}', formatDate(date, locale))}
      </span>
    </span>
  );
}
