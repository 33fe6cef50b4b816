import { useTranslations } from 'next-intl';

import { Icon } from '@/components/ui/icon';
import { FactCheckOutlinedIcon } from '@/components/ui/icon-shapes';
import { ProfileCard } from '@/features/account/components/profile-card';
import { Link } from '@/lib/i18n/navigation';

import { SAVED_ASSESSMENTS_PATH } from '../constants';

import styles from './saved-assessments.module.css';

/** The profile's way to the member's saved rules-of-origin self-assessments (issue 37). */
export function SavedAssessmentsCard() {
  const t = useTranslations('OriginAssessment.saved.card');
  return (
    <ProfileCard
      title={t('title')}
      icon={<Icon shape={FactCheckOutlinedIcon} />}
      testId="saved-assessments-card"
    >
      <p>{t('text')}</p>
      <Link href={SAVED_ASSESSMENTS_PATH} className={`button button-outlined ${styles.cardLink}`}>
        {t('link')}
      </Link>
    </ProfileCard>
  );
}
