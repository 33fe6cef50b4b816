import { getTranslations } from 'next-intl/server';

import styles from '@/features/console/components/dashboard.module.css';
import { canOpen } from '@/features/console/console-areas';
import { consolePath } from '@/features/console/console-route';
import type { StaffRole } from '@/lib/auth/staff-roles';
import { getDb } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/routing';

import { approvalsPath, APPROVAL_TYPES, APPROVALS_ROLES } from '../approval-types';
import { countWaiting } from '../server/queue';

import tile from './approvals-tile.module.css';

type Props = { locale: Locale; role: StaffRole };

/** The dashboard's tile: how many companies, products and services wait, each a link to its tab. */
export async function ApprovalsTile({ locale, role }: Props) {
  if (!canOpen(role, APPROVALS_ROLES)) return null;
  const [t, counts] = await Promise.all([
    getTranslations({ locale, namespace: 'Approvals' }),
    countWaiting(await getDb()),
  ]);
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
            <li key={type}>
              <a href={consolePath(approvalsPath(type), locale)} className="link">
                {t('tile.line', { type: t(`tabs.${type}`), count: fresh + changed })}
              </a>{' '}
              {changed > 0 && (
                <span className={tile.changed}>{t('tile.changed', { count: changed })}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
