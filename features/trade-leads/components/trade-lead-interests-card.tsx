import { HandshakeOutlinedIcon } from '@/components/ui/icon-shapes';
import { ProfileLinkCard } from '@/features/account/components/profile-link-card';

import { TRADE_LEAD_INTERESTS_PATH } from '../constants';

/** The profile's way to the member's interests in trade leads and their states (issue 39). */
export function TradeLeadInterestsCard() {
  return (
    <ProfileLinkCard
      messages="TradeLeads.mine.card"
      icon={HandshakeOutlinedIcon}
      href={TRADE_LEAD_INTERESTS_PATH}
      testId="trade-lead-interests-card"
    />
  );
}
