'use client';

import { EnquiryForm } from '@/features/enquiries/components/enquiry-form';

import { enquiryKind } from './enquiry-kinds';

// part 2 §3 and §5: matchmaking (type 2), market information tab 3 and the international buyers
// form; both pages share this component and its draft key.
export function MatchmakingEnquiryForm() {
  return (
    <EnquiryForm
      {...enquiryKind('matchmaking')}
      mode="onTouched"
      fields={[
        'name',
        'job_title',
        'company',
        'industry',
        'phone',
        'country',
        'type_of_client',
        'description',
      ]}
    />
  );
}
