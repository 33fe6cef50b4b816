'use client';

import { EnquiryForm } from '@/features/enquiries/components/enquiry-form';
import { DRAFT_KEYS } from '@/features/enquiries/draft-store';
import { ENQUIRY_CAPTCHA_ACTIONS, ENQUIRY_TYPES } from '@/features/enquiries/enquiry-limits';
import type { TradeBarrierEnquiry } from '@/features/enquiries/schemas';

// The schema (and zod) load on the form's first validation.
const loadSchema = () =>
  import('@/features/enquiries/schemas').then((module) => module.tradeBarrierEnquirySchema);

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
      loadSchema={loadSchema}
      enqType={ENQUIRY_TYPES.tradeBarrier}
      draftKey={DRAFT_KEYS.tradeBarrier}
      captchaAction={ENQUIRY_CAPTCHA_ACTIONS[ENQUIRY_TYPES.tradeBarrier]}
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
