// part 1 §3 and part 2 §3: the enquiry types, without zod, so the forms' first load can name them
// while the request's rules (./schemas.ts) load with the submission.
export const ENQUIRY_TYPES = {
  general: 1,
  matchmaking: 2,
  readiness: 3,
  tradeBarrier: 5,
  institution: 6,
  other: 7,
} as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[keyof typeof ENQUIRY_TYPES];
