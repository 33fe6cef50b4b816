import { z } from 'zod';

import { pageAnswerSchema, pageNumber } from '@/lib/validation/page-query';
import { versionField, versionSchema } from '@/lib/validation/version';

import {
  APPROVAL_KINDS,
  APPROVAL_TYPES,
  QUEUE_ORDERS,
  QUEUE_SEARCH_MAX,
  REFUSAL_REASON_MAX,
} from './approval-types';

// Issue 13 "Approvals": the queue, a record's review and the decisions, shared by the API and the
// console. Messages are catalogue keys.

export const queueQuerySchema = z.object({
  type: z.enum(APPROVAL_TYPES).default('company'),
  kind: z.enum(APPROVAL_KINDS).optional(),
  q: z.string().trim().max(QUEUE_SEARCH_MAX, 'rules.invalid').optional(),
  /** By the time each record was last sent: `newest` first (the default) or `oldest` first. */
  order: z.enum(QUEUE_ORDERS).default('newest'),
  page: pageNumber(1000).default(1),
});
export type QueueQuery = z.output<typeof queueQuerySchema>;

/** The version the officer reviewed: a change made since answers 409 (issue 24). */
const version = versionField.optional();

export const approveBodySchema = z.object({ version });

export const refuseBodySchema = z.object({
  reason: z
    .string({ error: 'rules.required' })
    .trim()
    .min(1, 'rules.required')
    .max(REFUSAL_REASON_MAX, 'Approvals.reasonTooLong'),
  version,
});
export type RefuseBody = z.infer<typeof refuseBodySchema>;

const memberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  last_name: z.string().nullable(),
  email: z.string(),
  locale: z.enum(['en', 'ar']),
});
export type ApprovalMember = z.infer<typeof memberSchema>;

const companyNamesSchema = z.object({
  id: z.number().int(),
  registered_name: z.string(),
  trading_name: z.string(),
  /** The company matches a sanctions record and waits for a screening decision (issue 47). */
  held: z.boolean(),
});

const itemNamesSchema = z.object({ name_eng: z.string(), name_ara: z.string() }).nullable();

const waitingSchema = {
  type: z.enum(APPROVAL_TYPES),
  id: z.number().int(),
  status: z.number().int(),
  kind: z.enum(APPROVAL_KINDS),
  /** When the member last sent it (updated_at): the queue's order. */
  waiting_since: z.string(),
  company: companyNamesSchema,
  /** A product's or service's names; null for a company. */
  item: itemNamesSchema,
  member: memberSchema,
};

export const queueItemSchema = z.object(waitingSchema);
export type QueueItem = z.infer<typeof queueItemSchema>;

const kindCounts = z.object({ new: z.number().int(), changed: z.number().int() });
export const waitingCountsSchema = z.object({
  company: kindCounts,
  product: kindCounts,
  service: kindCounts,
});
export type WaitingCounts = z.infer<typeof waitingCountsSchema>;

export const queueAnswerSchema = pageAnswerSchema(queueItemSchema, 'items').extend({
  counts: waitingCountsSchema,
});
export type QueueAnswer = z.infer<typeof queueAnswerSchema>;

/**
 * A value as the review shows it: text the member typed (`ltr` for numbers, addresses and codes),
 * names of lookups in both languages, or files (a picture or a PDF, a certificate's title).
 */
export const fieldValueSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string(), dir: z.enum(['auto', 'ltr']) }),
  z.object({
    type: z.literal('names'),
    names: z.array(z.object({ id: z.number().int(), en: z.string(), ar: z.string() })),
  }),
  z.object({
    type: z.literal('files'),
    files: z.array(
      z.object({ url: z.string(), media: z.enum(['image', 'pdf']), title: z.string().nullable() }),
    ),
  }),
]);
export type FieldValue = z.infer<typeof fieldValueSchema>;

export const reviewRowSchema = z.object({
  /** The field's name (a key of Approvals.fields). */
  field: z.string(),
  submitted: fieldValueSchema,
  /** The approved version's value; null for a new record. */
  approved: fieldValueSchema.nullable(),
  changed: z.boolean(),
});
export type ReviewRow = z.infer<typeof reviewRowSchema>;

export const reviewSchema = z.object({
  ...waitingSchema,
  /** The last refusal's reason, if the record was refused before. */
  status_note: z.string().nullable(),
  /** Send it back with the decision: a change the member made meanwhile refuses the decision. */
  version: versionSchema,
  rows: z.array(reviewRowSchema),
  /** The fields whose submitted value differs from the approved one (files included). */
  changed_fields: z.array(z.string()),
});
export type Review = z.infer<typeof reviewSchema>;

export const decisionAnswerSchema = z.object({
  type: z.enum(APPROVAL_TYPES),
  id: z.number().int(),
  status: z.number().int(),
  status_note: z.string().nullable(),
});
export type DecisionAnswer = z.infer<typeof decisionAnswerSchema>;
