'use client';

import { EnquiryForm } from '@/features/enquiries/components/enquiry-form';
import { DRAFT_KEYS } from '@/features/enquiries/draft-store';
import { ENQUIRY_CAPTCHA_ACTIONS, ENQUIRY_TYPES } from '@/features/enquiries/enquiry-limits';

// The schema (and zod) load on the form's first validation.
const loadSchema = () =>
  import('@/features/enquiries/schemas').then((module) => module.otherEnquirySchema);

// part 2 "Contact page": the "other enquiries" block (type 7) through the shared enquiry flow
// (part 1 §4); like every enquiry it needs a login (spec README).
export function OtherEnquiriesForm() {
  return (
    <EnquiryForm
      loadSchema={loadSchema}
      enqType={ENQUIRY_TYPES.other}
      draftKey={DRAFT_KEYS.other}
      captchaAction={ENQUIRY_CAPTCHA_ACTIONS[ENQUIRY_TYPES.other]}
      accountEmail="top"
      testId="other-enquiries-form"
      fields={['name', 'phone', { name: 'subject', fullRow: true }, 'description']}
    />
  );
}
