import { ForumOutlinedIcon } from '@/components/ui/icon-shapes';
import { ProfileLinkCard } from '@/features/account/components/profile-link-card';

import { RECEIVED_PATH } from '../constants';

/** The profile's way to "Messages from buyers" (issue 14), for a member with a company. */
export function BuyerMessagesCard() {
  return (
    <ProfileLinkCard
      messages="BuyerMessages.received.card"
      icon={ForumOutlinedIcon}
      href={RECEIVED_PATH}
      testId="buyer-messages-card"
    />
  );
}
