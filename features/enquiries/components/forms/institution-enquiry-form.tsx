'use client';

import { EnquiryForm } from '@/features/enquiries/components/enquiry-form';
import { DRAFT_KEYS } from '@/features/enquiries/draft-store';
import { institutionEnquirySchema } from '@/features/enquiries/schemas';

// Page 150: the enquiry to the export trade support institutions service (type 6), through the
// shared enquiry flow (part 1 §4): login gate with a draft, required fields, captcha, number.
export function InstitutionEnquiryForm() {
  return (
    <EnquiryForm
      schema={institutionEnquirySchema}
      draftKey={DRAFT_KEYS.institution}
      captchaAction="institution"
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
