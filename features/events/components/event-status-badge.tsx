import { Icon } from '@/components/ui/icon';
import {
  CancelIcon,
  CheckCircleIcon,
  ConfirmationNumberIcon,
  ScheduleIcon,
  type IconShape,
} from '@/components/ui/icon-shapes';

import { statusKind, type StatusKind } from '../event-status';

import styles from './event-status-badge.module.css';

// part 2 §4: 1 yellow with a ticket, 2 red (closed), 3 green with a check, any other light blue
// with a clock; always with its word, never the colour alone.
const ICONS: Record<StatusKind, IconShape[]> = {
  open: ConfirmationNumberIcon,
  closed: CancelIcon,
  confirmed: CheckCircleIcon,
  soon: ScheduleIcon,
};

type Props = { status: number; labels: Record<StatusKind, string>; label: string };

/** An event's status: its colour, its icon and its word (the `label` names it for a reader). */
export function EventStatusBadge({ status, labels, label }: Props) {
  const kind = statusKind(status);
  return (
    <span className={`${styles.badge} ${styles[kind]}`} data-status={kind}>
      <Icon shape={ICONS[kind]} size={18} />
      <span className="visually-hidden">{label}: </span>
      {labels[kind]}
    </span>
  );
}
