import { useTranslations } from 'next-intl';

import { Icon } from '@/components/ui/icon';
import {
  CancelIcon,
  CheckCircleIcon,
  HourglassEmptyIcon,
  UpdateIcon,
} from '@/components/ui/icon-shapes';
import { useIsolate } from '@/lib/i18n/use-isolate';

import { recordStatusName, type RecordStatusName } from '../constants';

import styles from './record-status.module.css';

const ICONS = {
  inProcess: HourglassEmptyIcon,
  approved: CheckCircleIcon,
  refused: CancelIcon,
  changed: UpdateIcon,
} as const satisfies Record<RecordStatusName, unknown>;

type Props = {
  /** status_belongs.iid: 10, 20, 30, anything else is "changed" (part 3 §4). */
  code: number;
  /**
   * The administrator's reason (status_note), written under the badge while the record is refused;
   * once the member changes it and it waits again, the old reason no longer applies.
   */
  note?: string | null;
  className?: string;
};

/**
 * The status of a company, product or service (part 3 §4): its own colour, icon and tooltip. The
 * name is written out (never colour alone); the tooltip is the `title` for a pointer and the same
 * words in the text for screen readers. Renders on the server and in islands alike.
 */
export function RecordStatus({ code, note, className }: Props) {
  const t = useTranslations('CompanyStatus');
  const isolated = useIsolate();
  const name = recordStatusName(code);
  const tooltip = t(`${name}.tooltip`);
  const reason = name === 'refused' ? note?.trim() : undefined;
  return (
    <div className={[styles.status, className].filter(Boolean).join(' ')}>
      <span className={`${styles.badge} ${styles[name]}`} title={tooltip} data-status={name}>
        <Icon shape={ICONS[name]} size={18} />
        <span>
          <span className="visually-hidden">{t('label')}: </span>
          {t(`${name}.name`)}
          <span className="visually-hidden"> – {tooltip}</span>
        </span>
      </span>
      {reason && <p className={styles.note}>{t('note', { note: isolated(reason) })}</p>}
    </div>
  );
}
