'use client';

import { EnquiryForm } from '@/features/enquiries/components/enquiry-form';
import type { TradeBarrierEnquiry } from '@/features/enquiries/schemas';

import { enquiryKind } from './enquiry-kinds';

/**
 * Label keys where the field's name is not its label: `phone` is the city phone (`phone2` the
 * mobile, part 2 §5) and `country` the country where the barrier was met.
 */
const LABELS = { phone: 'city_phone', country: 'barrier_country' } as const;

// An empty contact e-mail is left out (the account's address is the server's `email`).
function withoutEmptyContactEmail({
  contact_email: contactEmail,
  ...rest
}: TradeBarrierEnquiry): TradeBarrierEnquiry {
  return contactEmail ? { ...rest, contact_email: contactEmail } : rest;
}

// part 2 "Reporting trade barriers", §3–§5: a type 5 report through the shared enquiry flow; a
// visitor gets the login modal (which offers sign-up after 1 s), and what was typed is kept in the
// browser when validation fails too.
export function TradeBarrierForm() {
  return (
    <EnquiryForm
      {...enquiryKind('tradeBarrier')}
      saveDraftWhenInvalid
      labelAliases={LABELS}
      toSubmitData={withoutEmptyContactEmail}
      fields={[
        'company',
        'country',
        'industry',
        'name',
        'positions',
        'phone',
        'phone2',
        'barriers',
        'description',
        'contact_email',
      ]}
    />
  );
}
