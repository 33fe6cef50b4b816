'use client';

import { EnquiryForm } from '@/features/enquiries/components/enquiry-form';
import { DRAFT_KEYS } from '@/features/enquiries/draft-store';
import { ENQUIRY_CAPTCHA_ACTIONS, ENQUIRY_TYPES } from '@/features/enquiries/enquiry-limits';

// The schema (and zod) load on the form's first validation.
const loadSchema = () =>
  import('@/features/enquiries/schemas').then((module) => module.institutionEnquirySchema);

// Page 150: the enquiry to the export trade support institutions service (type 6), through the
// shared enquiry flow (part 1 §4): login gate with a draft, required fields, captcha, number.
export function InstitutionEnquiryForm() {
  return (
    <EnquiryForm
      loadSchema={loadSchema}
      enqType={ENQUIRY_TYPES.institution}
      draftKey={DRAFT_KEYS.institution}
      captchaAction={ENQUIRY_CAPTCHA_ACTIONS[ENQUIRY_TYPES.institution]}
      accountEmail="top"
      testId="institution-enquiry-form"
      fields={[
        'name',
        'job_title',
        'company',
        'phone',
        { name: 'industry', fullRow: true },
        'description',
      ]}
    />
  );
}
