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

export const TEXT_MAX = 200;
export const DESCRIPTION_MAX = 5000;
