'use client';

import { EnquiryForm } from '@/features/enquiries/components/enquiry-form';
import { DRAFT_KEYS } from '@/features/enquiries/draft-store';
import { ENQUIRY_CAPTCHA_ACTIONS, ENQUIRY_TYPES } from '@/features/enquiries/enquiry-limits';

// The schema (and zod) load on the form's first validation.
const loadSchema = () =>
  import('@/features/enquiries/schemas').then((module) => module.matchmakingEnquirySchema);

// part 2 §3 and §5: matchmaking (type 2), market information tab 3 and the international buyers
// form; both pages share this component and its draft key.
export function MatchmakingEnquiryForm() {
  return (
    <EnquiryForm
      loadSchema={loadSchema}
      enqType={ENQUIRY_TYPES.matchmaking}
      draftKey={DRAFT_KEYS.matchmaking}
      captchaAction={ENQUIRY_CAPTCHA_ACTIONS[ENQUIRY_TYPES.matchmaking]}
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
