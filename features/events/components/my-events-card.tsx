import { useTranslations } from 'next-intl';

import { Icon } from '@/components/ui/icon';
import { CalendarMonthOutlinedIcon } from '@/components/ui/icon-shapes';
import { ProfileCard } from '@/features/account/components/profile-card';
import { Link } from '@/lib/i18n/navigation';

import { MY_EVENTS_PATH } from '../constants';

import styles from './my-events.module.css';

/** The profile's way to "My events" (issue 27). */
export function MyEventsCard() {
  const t = useTranslations('Events.mine.card');
  return (
    <ProfileCard
      title={t('title')}
      icon={<Icon shape={CalendarMonthOutlinedIcon} />}
      testId="my-events-card"
    >
      <p>{t('text')}</p>
      <Link href={MY_EVENTS_PATH} className={`button button-outlined ${styles.cardLink}`}>
        {t('link')}
      </Link>
    </ProfileCard>
  );
}
