import { ArticleOutlinedIcon } from '@/components/ui/icon-shapes';
import { ProfileLinkCard } from '@/features/account/components/profile-link-card';

import { EXPORT_PLAN_PATH } from '../constants';

/** The profile's way to the company's export plan (issue 59). */
export function ExportPlanCard() {
  return (
    <ProfileLinkCard
      messages="ExportPlan.card"
      icon={ArticleOutlinedIcon}
      href={EXPORT_PLAN_PATH}
      testId="export-plan-card"
    />
  );
}
