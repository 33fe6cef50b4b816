import { getTranslations } from 'next-intl/server';

import { consolePath } from '@/features/console/console-route';
import type { Locale } from '@/lib/i18n/routing';

import { approvalsPath, APPROVAL_TYPES } from '../approval-types';
import type { QueueQuery } from '../queue-query';
import type { WaitingCounts } from '../schemas';

import styles from './approvals.module.css';

type Props = { locale: Locale; query: QueueQuery; counts: WaitingCounts };

/** Companies, Products, Services: a link each, with how many wait; the filters go along. */
export async function QueueTabs({ locale, query, counts }: Props) {
  const t = await getTranslations({ locale, namespace: 'Approvals' });
  const number = new Intl.NumberFormat(locale === 'ar' ? 'ar-JO' : 'en-US');
  return (
    <nav aria-label={t('tabsLabel')} className={styles.tabs}>
      <ul>
        {APPROVAL_TYPES.map((type) => {
          const count = counts[type].new + counts[type].changed;
          const href = consolePath(
            approvalsPath(type, undefined, { kind: query.kind ?? undefined, q: query.q }),
            locale,
          );
          return (
            <li key={type}>
              <a href={href} aria-current={type === query.type ? 'page' : undefined}>
                {t(`tabs.${type}`)}
                <span className={styles.count}>
                  <span aria-hidden="true">{number.format(count)}</span>
                  <span className="visually-hidden">{t('waitingCount', { count })}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
