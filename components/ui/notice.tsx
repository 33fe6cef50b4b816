import type { ReactNode } from 'react';

import { Icon } from './icon';
import {
  CheckCircleOutlineOutlinedIcon,
  ErrorOutlineOutlinedIcon,
  InfoOutlinedIcon,
  ReportProblemOutlinedIcon,
} from './icon-shapes';
import styles from './notice.module.css';

export type NoticeSeverity = 'success' | 'info' | 'warning' | 'error';

const ICONS = {
  success: CheckCircleOutlineOutlinedIcon,
  info: InfoOutlinedIcon,
  warning: ReportProblemOutlinedIcon,
  error: ErrorOutlineOutlinedIcon,
};

type Props = {
  severity: NoticeSeverity;
  /** `alert` for a failure the visitor must notice, `status` for news; none for a standing note. */
  role?: 'alert' | 'status';
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
};

/** A message on a tinted band with its icon, as MUI's standard Alert draws it, without MUI. */
export function Notice({ severity, role, className, children, ...rest }: Props) {
  return (
    <div
      {...rest}
      role={role}
      className={[styles.notice, styles[severity], className].filter(Boolean).join(' ')}
    >
      <Icon shape={ICONS[severity]} size={22} className={styles.icon} />
      <div className={styles.message}>{children}</div>
    </div>
  );
}
