import { DRAFT_KEYS } from '@/features/enquiries/draft-store';
import { ENQUIRY_CAPTCHA_ACTIONS, ENQUIRY_TYPES } from '@/features/enquiries/enquiry-limits';

// Each kind's schema (and zod) load on its form's first validation.
const schemas = () => import('@/features/enquiries/schemas');
const SCHEMA_LOADERS = {
  general: () => schemas().then((module) => module.generalEnquirySchema),
  matchmaking: () => schemas().then((module) => module.matchmakingEnquirySchema),
  tradeBarrier: () => schemas().then((module) => module.tradeBarrierEnquirySchema),
  institution: () => schemas().then((module) => module.institutionEnquirySchema),
  other: () => schemas().then((module) => module.otherEnquirySchema),
} as const;

type Kind = keyof typeof SCHEMA_LOADERS;

/** What an enquiry form of a kind is to `EnquiryForm`: its schema, type, draft key and captcha action. */
export function enquiryKind<K extends Kind>(kind: K) {
  const enqType = ENQUIRY_TYPES[kind];
  return {
    loadSchema: SCHEMA_LOADERS[kind] as (typeof SCHEMA_LOADERS)[K],
    enqType,
    draftKey: DRAFT_KEYS[kind],
    captchaAction: ENQUIRY_CAPTCHA_ACTIONS[enqType],
  };
}
