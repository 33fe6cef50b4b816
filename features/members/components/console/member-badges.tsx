import { getTranslations } from 'next-intl/server';

import { StatusChip } from '@/components/console/status-chip';
import type { Locale } from '@/lib/i18n/routing';

import styles from './member-badges.module.css';

type Props = { locale: Locale; isVip: boolean; suspended: boolean; showActive?: boolean };

/** A member's VIP and suspension as words in colour (never colour alone). */
export async function MemberBadges({ locale, isVip, suspended, showActive = false }: Props) {
  const t = await getTranslations({ locale, namespace: 'MembersAdmin.badges' });
  if (!isVip && !suspended && !showActive) return null;
  return (
    <span className={styles.badges}>
      {suspended ? (
        <span data-badge="suspended">
          <StatusChip tone="danger" label={t('suspended')} />
        </span>
      ) : (
        showActive && (
          <span data-badge="active">
            <StatusChip tone="success" label={t('active')} />
          </span>
        )
      )}
      {isVip && (
        <span data-badge="vip">
          <StatusChip tone="warning" label={t('vip')} />
        </span>
      )}
    </span>
  );
}
