import { getTranslations } from 'next-intl/server';

import { ConsoleTabs } from '@/components/console/console-tabs';
import { countValues, formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

import { APPROVAL_TYPES } from '../../approval-types';
import { queuePath } from '../../queue-paths';
import type { QueueQuery, WaitingCounts } from '../../schemas';

import styles from './queue-tabs.module.css';

type Props = { locale: Locale; query: QueueQuery; counts: WaitingCounts };

/** Companies, Products, Services: a link each, with how many wait; filters and order go along. */
export async function QueueTabs({ locale, query, counts }: Props) {
  const t = await getTranslations({ locale, namespace: 'Approvals' });
  const tabs = APPROVAL_TYPES.map((type) => {
    const count = counts[type].new + counts[type].changed;
    return {
      key: type,
      href: consolePath(
        queuePath({ type, kind: query.kind, q: query.q, order: query.order }),
        locale,
      ),
      current: type === query.type,
      label: (
        <>
          {t(`tabs.${type}`)}
          <span className={styles.count}>
            <span aria-hidden="true">{formatNumber(count, locale)}</span>
            <span className="visually-hidden">{t('waitingCount', countValues(count, locale))}</span>
          </span>
        </>
      ),
    };
  });
  return <ConsoleTabs label={t('tabsLabel')} tabs={tabs} />;
}
