'use client';

import { GeneralEnquiryForm } from '@/features/enquiries/components/forms/general-enquiry-form';
import { MatchmakingEnquiryForm } from '@/features/enquiries/components/forms/matchmaking-enquiry-form';

// The two enquiry forms of the market information tabs (client islands of native fields).
export function StudiesFormIsland() {
  return <GeneralEnquiryForm />;
}

export function MatchmakingFormIsland() {
  return <MatchmakingEnquiryForm />;
}
