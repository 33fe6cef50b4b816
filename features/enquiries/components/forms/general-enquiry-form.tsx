'use client';

import { EnquiryForm } from '@/features/enquiries/components/enquiry-form';
import { DRAFT_KEYS } from '@/features/enquiries/draft-store';
import { ENQUIRY_CAPTCHA_ACTIONS, ENQUIRY_TYPES } from '@/features/enquiries/enquiry-limits';

// The schema (and zod) load on the form's first validation.
const loadSchema = () =>
  import('@/features/enquiries/schemas').then((module) => module.generalEnquirySchema);

// part 1 §2.9 and §3: the general enquiry (type 1), market information tab 2 "application for
// specific market studies"; every field is required.
export function GeneralEnquiryForm() {
  return (
    <EnquiryForm
      loadSchema={loadSchema}
      enqType={ENQUIRY_TYPES.general}
      draftKey={DRAFT_KEYS.general}
      captchaAction={ENQUIRY_CAPTCHA_ACTIONS[ENQUIRY_TYPES.general]}
      mode="onTouched"
      fields={['name', 'phone', 'company', 'job_title', 'industry', 'country', 'description']}
    />
  );
}
