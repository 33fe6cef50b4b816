'use client';

import { MuiIsland } from '@/components/providers/mui-island';
import { GeneralEnquiryForm } from '@/features/enquiries/components/forms/general-enquiry-form';
import { MatchmakingEnquiryForm } from '@/features/enquiries/components/forms/matchmaking-enquiry-form';

// The two enquiry forms of the market information tabs, each in its MUI island.
export function StudiesFormIsland() {
  return (
    <MuiIsland>
      <GeneralEnquiryForm />
    </MuiIsland>
  );
}

export function MatchmakingFormIsland() {
  return (
    <MuiIsland>
      <MatchmakingEnquiryForm />
    </MuiIsland>
  );
}
