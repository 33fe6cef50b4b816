import { z } from 'zod';

import { HONEYPOT_FIELD, MAX_ID, requiredText } from '@/lib/validation/rules';

import { readinessAnswerSchema, storedAnswerSchema } from './answer-schemas';
import { DESCRIPTION_MAX, ENQUIRY_TYPES, TEXT_MAX } from './enquiry-limits';

export { DESCRIPTION_MAX, ENQUIRY_TYPES, TEXT_MAX, type EnquiryType } from './enquiry-limits';

// part 1 §3 and part 2 §3: the submitData of each enquiry type. One schema per type, shared by the
// forms (react-hook-form) and POST /api/all-enquiries. Messages are catalogue keys.
const text = () => requiredText().max(TEXT_MAX, 'rules.invalid');
const description = () => requiredText().max(DESCRIPTION_MAX, 'rules.invalid');
/** part 1 §5 "Phone is numeric": the forms keep digits only. */
const phone = () =>
  requiredText().refine((value) => value === '' || /^\d{6,15}$/.test(value), 'rules.digits');
/** A lookup id chosen in a select (countries, industries, positions…). */
const choice = () =>
  z.coerce
    .number({ error: 'rules.required' })
    .int('rules.required')
    .positive('rules.required')
    .max(MAX_ID, 'rules.invalid');
const agreements = () => z.literal(true, { error: 'rules.you_must' });

/** Type 1, the general enquiry (application for specific market studies), part 1 §2.9. */
export const generalEnquirySchema = z.object({
  enq_type: z.literal(ENQUIRY_TYPES.general),
  name: text(),
  phone: phone(),
  company: text(),
  job_title: text(),
  industry: choice(),
  country: choice(),
  description: description(),
  agreements: agreements(),
});

/** Type 2, matchmaking and the international buyers form (part 2 §5). */
export const matchmakingEnquirySchema = z.object({
  enq_type: z.literal(ENQUIRY_TYPES.matchmaking),
  name: text(),
  job_title: text(),
  company: text(),
  industry: choice(),
  phone: phone(),
  country: choice(),
  type_of_client: choice(),
  description: description(),
  agreements: agreements(),
});

/** Type 3, the readiness assessment: the answers carry the content (see readinessAnswerSchema). */
export const readinessEnquirySchema = z.object({
  enq_type: z.literal(ENQUIRY_TYPES.readiness),
});

/** Type 5, a trade barrier report (part 2 §3): the contact e-mail is optional. */
export const tradeBarrierEnquirySchema = z.object({
  enq_type: z.literal(ENQUIRY_TYPES.tradeBarrier),
  company: text(),
  country: choice(),
  industry: choice(),
  name: text(),
  positions: choice(),
  phone: phone(),
  phone2: phone(),
  barriers: choice(),
  description: description(),
  contact_email: z
    .string()
    .trim()
    .max(255, 'rules.email')
    .refine((value) => value === '' || z.email().safeParse(value).success, 'rules.email')
    .optional(),
  agreements: agreements(),
});

/** Type 6, an enquiry to the export trade support institutions service (page 150). */
export const institutionEnquirySchema = z.object({
  enq_type: z.literal(ENQUIRY_TYPES.institution),
  name: text(),
  job_title: text(),
  company: text(),
  phone: phone(),
  industry: choice(),
  description: description(),
  agreements: agreements(),
});

/** Type 7, "other enquiries" of the contact page. */
export const otherEnquirySchema = z.object({
  enq_type: z.literal(ENQUIRY_TYPES.other),
  name: text(),
  phone: phone(),
  subject: text(),
  description: description(),
  agreements: agreements(),
});

export const submitDataSchema = z.discriminatedUnion('enq_type', [
  generalEnquirySchema,
  matchmakingEnquirySchema,
  readinessEnquirySchema,
  tradeBarrierEnquirySchema,
  institutionEnquirySchema,
  otherEnquirySchema,
]);

/** The hidden field bots fill and people never see. */
export { HONEYPOT_FIELD };

/** POST /api/all-enquiries; `email`, `date` and `status` are the server's, whatever is sent. */
export const enquiryRequestSchema = z.object({
  submitData: submitDataSchema,
  recaptchaToken: z.string().max(4000).optional(),
  answers: z.array(readinessAnswerSchema).max(200).optional(),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});

export const enquiryResponseSchema = z.object({ id: z.number().int() });

export type GeneralEnquiry = z.infer<typeof generalEnquirySchema>;
export type MatchmakingEnquiry = z.infer<typeof matchmakingEnquirySchema>;
export type TradeBarrierEnquiry = z.infer<typeof tradeBarrierEnquirySchema>;
export type InstitutionEnquiry = z.infer<typeof institutionEnquirySchema>;
export type OtherEnquiry = z.infer<typeof otherEnquirySchema>;
export type SubmitData = z.infer<typeof submitDataSchema>;
export type EnquiryRequest = z.infer<typeof enquiryRequestSchema>;

/** The header that makes a repeated submission of one rendered form store one enquiry. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The names of a chosen lookup row (country, sector, position, client or barrier type). */
export const lookupNameSchema = z.object({ name_eng: z.string(), name_ara: z.string() });
export type LookupName = z.infer<typeof lookupNameSchema>;

// part 3 §4 "Enquiry status": the seven states a member's enquiry can be in.
export const ENQUIRY_STATUS_CODES = [10, 20, 30, 40, 50, 60, 70] as const;
export type EnquiryStatusCode = (typeof ENQUIRY_STATUS_CODES)[number];

// part 3 §3 "User enquiry", as GET /api/user-all-enquiries/{userId} answers each row.
export const userEnquirySchema = z.object({
  id: z.number().int(),
  enq_type: z.number().int(),
  type_name: z.string(),
  type_name_ara: z.string(),
  type: z.object({ title: z.string() }),
  date: z.string(),
  updated_at: z.string(),
  status: z.object({ iid: z.number().int() }),
  status_name: z.string(),
  status_name_ara: z.string(),
  enq_status: z.number().int(),
});

export type UserEnquiry = z.infer<typeof userEnquirySchema>;

/** A reply of the agency's team to the member (issue 13), as the member sees it. */
export const memberReplySchema = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  date: z.string(),
  message: z.string(),
});
export type MemberReply = z.infer<typeof memberReplySchema>;

/**
 * GET /api/user-enquiries/{id}: a row of the member's table plus what was sent (`data`, the
 * submitData with the server's `email` and `date`), the readiness `answers`, and `labels`: the names
 * of the lookup rows chosen in `data` (country, industry, type_of_client, positions, barriers),
 * and `conversation`: the agency's replies.
 */
export const enquiryDetailSchema = userEnquirySchema.extend({
  data: z.record(z.string(), z.unknown()),
  answers: z.array(storedAnswerSchema).nullable(),
  labels: z.record(z.string(), lookupNameSchema),
  /** The team's replies, oldest first (issue 13); never staff notes or other events. */
  conversation: z.array(memberReplySchema).default([]),
});
export type EnquiryDetail = z.infer<typeof enquiryDetailSchema>;
