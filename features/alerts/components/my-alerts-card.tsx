import { useTranslations } from 'next-intl';

import { Icon } from '@/components/ui/icon';
import { EmailOutlinedIcon } from '@/components/ui/icon-shapes';
import { ProfileCard } from '@/features/account/components/profile-card';
import { Link } from '@/lib/i18n/navigation';

import { MEMBER_ALERTS_PATH } from '../constants';

import styles from './alerts.module.css';

/** The profile's way to My alerts (issue 39). */
export function MyAlertsCard() {
  const t = useTranslations('Alerts.member.card');
  return (
    <ProfileCard
      title={t('title')}
      icon={<Icon shape={EmailOutlinedIcon} />}
      testId="my-alerts-card"
    >
      <p>{t('text')}</p>
      <Link href={MEMBER_ALERTS_PATH} className={`button button-outlined ${styles.cardLink}`}>
        {t('link')}
      </Link>
    </ProfileCard>
  );
}
