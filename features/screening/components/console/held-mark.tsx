import type { ScreenedSubjectType } from '@/lib/db/schema/screening-hits';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

import styles from './held-mark.module.css';

/** The hit queue showing one subject's hits: the open and confirmed ones that hold it. */
export const hitsOfSubjectPath = (type: ScreenedSubjectType, id: number, locale: Locale): string =>
  `${consolePath('/screening/hits', locale)}?subject_type=${type}&subject_id=${id}`;

type Props = {
  locale: Locale;
  subject: { type: ScreenedSubjectType; id: number };
  /** The list's own words ("Held by screening"). */
  label: string;
  /** The record's name, read after the label by screen readers (one link per row). */
  name?: string;
};

/**
 * "Held by screening" as a link to the subject's hits (issue 56), in the colours of the console's
 * danger chip: the trade leads', the approvals', the members' and the relay's lists show it.
 */
export function HeldMark({ locale, subject, label, name }: Props) {
  return (
    <a
      href={hitsOfSubjectPath(subject.type, subject.id, locale)}
      className={styles.mark}
      data-testid="held-mark"
    >
      {label}
      {name && (
        <span className="visually-hidden">
          {' – '}
          <bdi>{name}</bdi>
        </span>
      )}
    </a>
  );
}
