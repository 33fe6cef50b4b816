import { LocalShippingOutlinedIcon } from '@/components/ui/icon-shapes';
import { ProfileLinkCard } from '@/features/account/components/profile-link-card';

import { SAVED_LANDED_COSTS_PATH } from '../constants';

/** The profile's way to the member's saved landed costs (issue 58). */
export function SavedLandedCostsCard() {
  return (
    <ProfileLinkCard
      messages="LandedCost.saved.card"
      icon={LocalShippingOutlinedIcon}
      href={SAVED_LANDED_COSTS_PATH}
      testId="saved-landed-costs-card"
    />
  );
}
