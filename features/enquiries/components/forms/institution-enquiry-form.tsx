'use client';

import { EnquiryForm } from '@/features/enquiries/components/enquiry-form';

import { enquiryKind } from './enquiry-kinds';

// Page 150: the enquiry to the export trade support institutions service (type 6), through the
// shared enquiry flow (part 1 §4): login gate with a draft, required fields, captcha, number.
export function InstitutionEnquiryForm() {
  return (
    <EnquiryForm
      {...enquiryKind('institution')}
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
