'use client';

import { EnquiryForm } from '@/features/enquiries/components/enquiry-form';

import { enquiryKind } from './enquiry-kinds';

// part 1 §2.9 and §3: the general enquiry (type 1), market information tab 2 "application for
// specific market studies"; every field is required.
export function GeneralEnquiryForm() {
  return (
    <EnquiryForm
      {...enquiryKind('general')}
      mode="onTouched"
      fields={['name', 'phone', 'company', 'job_title', 'industry', 'country', 'description']}
    />
  );
}
