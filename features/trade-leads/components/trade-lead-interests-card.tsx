import { useTranslations } from 'next-intl';

import { Icon } from '@/components/ui/icon';
import { HandshakeOutlinedIcon } from '@/components/ui/icon-shapes';
import { ProfileCard } from '@/features/account/components/profile-card';
import { Link } from '@/lib/i18n/navigation';

import { TRADE_LEAD_INTERESTS_PATH } from '../constants';

import styles from './trade-leads.module.css';

/** The profile's way to the member's interests in trade leads and their states (issue 39). */
export function TradeLeadInterestsCard() {
  const t = useTranslations('TradeLeads.mine.card');
  return (
    <ProfileCard
      title={t('title')}
      icon={<Icon shape={HandshakeOutlinedIcon} />}
      testId="trade-lead-interests-card"
    >
      <p>{t('text')}</p>
      <Link
        href={TRADE_LEAD_INTERESTS_PATH}
        className={`button button-outlined ${styles.cardLink}`}
      >
        {t('link')}
      </Link>
    </ProfileCard>
  );
}
