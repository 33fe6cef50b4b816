import type { LookupKind } from './components/fields/lookup-select';
import { DESCRIPTION_MAX, TEXT_MAX } from './enquiry-limits';

/** tradeBarrierEnquirySchema's limit of the contact e-mail. */
export const CONTACT_EMAIL_MAX = 255;

/** How a submitData field renders in an enquiry form (see EnquiryForm). */
export type EnquiryFieldSpec =
  | {
      kind: 'text';
      maxLength: number;
      autoComplete?: string;
      /** A text area (descriptions). */
      multiline?: boolean;
      type?: 'email';
      required?: boolean;
      /** A catalogue key shown under the field while it has no error. */
      hint?: string;
      /** Spans both columns in every form. */
      fullRow?: boolean;
    }
  /** Digits only, read left to right. */
  | { kind: 'phone' }
  /** A numeric id chosen from a lookup list. */
  | { kind: 'lookup'; lookup: LookupKind };

const SPECS = {
  name: { kind: 'text', maxLength: TEXT_MAX, autoComplete: 'name' },
  company: { kind: 'text', maxLength: TEXT_MAX, autoComplete: 'organization' },
  job_title: { kind: 'text', maxLength: TEXT_MAX, autoComplete: 'organization-title' },
  subject: { kind: 'text', maxLength: TEXT_MAX },
  phone: { kind: 'phone' },
  phone2: { kind: 'phone' },
  industry: { kind: 'lookup', lookup: 'industries' },
  country: { kind: 'lookup', lookup: 'countries' },
  type_of_client: { kind: 'lookup', lookup: 'type_of_client' },
  positions: { kind: 'lookup', lookup: 'positions' },
  barriers: { kind: 'lookup', lookup: 'type_of_barriers' },
  description: { kind: 'text', maxLength: DESCRIPTION_MAX, multiline: true, fullRow: true },
  // part 2 §3: optional; the account's address is the server's `email`.
  contact_email: {
    kind: 'text',
    type: 'email',
    required: false,
    maxLength: CONTACT_EMAIL_MAX,
    autoComplete: 'email',
    hint: 'TradeBarriers.contactEmailHint',
    fullRow: true,
  },
} satisfies Record<string, EnquiryFieldSpec>;

export type EnquiryFieldName = keyof typeof SPECS;

/** Every field an enquiry form can show, by its submitData name (features/enquiries/schemas.ts). */
export const ENQUIRY_FIELD_SPECS: Readonly<Record<EnquiryFieldName, EnquiryFieldSpec>> = SPECS;
