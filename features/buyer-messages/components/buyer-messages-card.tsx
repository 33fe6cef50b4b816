import { useTranslations } from 'next-intl';

import { Icon } from '@/components/ui/icon';
import { ForumOutlinedIcon } from '@/components/ui/icon-shapes';
import { ProfileCard } from '@/features/account/components/profile-card';
import { Link } from '@/lib/i18n/navigation';

import { RECEIVED_PATH } from '../constants';

/** The profile's way to "Messages from buyers" (issue 14), for a member with a company. */
export function BuyerMessagesCard() {
  const t = useTranslations('BuyerMessages.received.card');
  return (
    <ProfileCard
      title={t('title')}
      icon={<Icon shape={ForumOutlinedIcon} />}
      testId="buyer-messages-card"
    >
      <p>{t('text')}</p>
      <Link
        href={RECEIVED_PATH}
        className="button button-outlined"
        style={{ justifySelf: 'start' }}
      >
        {t('link')}
      </Link>
    </ProfileCard>
  );
}
