'use client';

import { EnquiryForm } from '@/features/enquiries/components/enquiry-form';

import { enquiryKind } from './enquiry-kinds';

// part 2 "Contact page": the "other enquiries" block (type 7) through the shared enquiry flow
// (part 1 §4); like every enquiry it needs a login (spec README).
export function OtherEnquiriesForm() {
  return (
    <EnquiryForm
      {...enquiryKind('other')}
      accountEmail="top"
      testId="other-enquiries-form"
      fields={['name', 'phone', { name: 'subject', fullRow: true }, 'description']}
    />
  );
}
