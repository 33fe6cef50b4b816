import { EmailOutlinedIcon } from '@/components/ui/icon-shapes';
import { ProfileLinkCard } from '@/features/account/components/profile-link-card';

import { MEMBER_ALERTS_PATH } from '../constants';

/** The profile's way to My alerts (issue 39). */
export function MyAlertsCard() {
  return (
    <ProfileLinkCard
      messages="Alerts.member.card"
      icon={EmailOutlinedIcon}
      href={MEMBER_ALERTS_PATH}
      testId="my-alerts-card"
    />
  );
}
