// The enquiry types and text limits without zod, for the forms' first load (./schemas re-exports them).

// part 1 §3 and part 2 §3: the submitData types.
export const ENQUIRY_TYPES = {
  general: 1,
  matchmaking: 2,
  readiness: 3,
  tradeBarrier: 5,
  institution: 6,
  other: 7,
} as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[keyof typeof ENQUIRY_TYPES];

/** The reCAPTCHA action each type's form runs; the server refuses a token of another (issue 25). */
export const ENQUIRY_CAPTCHA_ACTIONS: Record<EnquiryType, string> = {
  [ENQUIRY_TYPES.general]: 'general',
  [ENQUIRY_TYPES.matchmaking]: 'matchmaking',
  [ENQUIRY_TYPES.readiness]: 'readiness',
  [ENQUIRY_TYPES.tradeBarrier]: 'trade_barrier',
  [ENQUIRY_TYPES.institution]: 'institution',
  [ENQUIRY_TYPES.other]: 'other',
};

export const TEXT_MAX = 200;
export const DESCRIPTION_MAX = 5000;
