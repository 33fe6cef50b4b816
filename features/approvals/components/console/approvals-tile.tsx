import { getTranslations } from 'next-intl/server';

import styles from '@/components/console/dashboard-tiles.module.css';
import { countValues } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

import { APPROVAL_TYPES } from '../../approval-types';
import { queuePath } from '../../queue-paths';
import type { WaitingCounts } from '../../schemas';

import tile from './approvals-tile.module.css';

type Props = { locale: Locale; counts: WaitingCounts };

/**
 * The dashboard's approvals tile (issue 24): how many companies, products and services wait for a
 * decision, numbers in the page's language, each a link to its tab of the queue.
 */
export async function ApprovalsTile({ locale, counts }: Props) {
  const t = await getTranslations({ locale, namespace: 'Approvals' });
  return (
    <section
      className={styles.tile}
      aria-labelledby="approvals-tile-title"
      data-testid="approvals-tile"
    >
      <h2 id="approvals-tile-title">{t('tile.title')}</h2>
      <p className={tile.label}>{t('tile.label')}</p>
      <ul className={tile.lines}>
        {APPROVAL_TYPES.map((type) => {
          const { new: fresh, changed } = counts[type];
          return (
            <li key={type} data-type={type}>
              <a href={consolePath(queuePath({ type }), locale)} className="link">
                {t('tile.line', {
                  type: t(`tabs.${type}`),
                  ...countValues(fresh + changed, locale),
                })}
              </a>{' '}
              {changed > 0 && (
                <span className={tile.changed}>
                  {t('tile.changed', countValues(changed, locale))}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
