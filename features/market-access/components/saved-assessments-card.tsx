import { FactCheckOutlinedIcon } from '@/components/ui/icon-shapes';
import { ProfileLinkCard } from '@/features/account/components/profile-link-card';

import { SAVED_ASSESSMENTS_PATH } from '../constants';

/** The profile's way to the member's saved rules-of-origin self-assessments (issue 37). */
export function SavedAssessmentsCard() {
  return (
    <ProfileLinkCard
      messages="OriginAssessment.saved.card"
      icon={FactCheckOutlinedIcon}
      href={SAVED_ASSESSMENTS_PATH}
      testId="saved-assessments-card"
    />
  );
}
