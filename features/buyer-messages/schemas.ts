import { z } from 'zod';

import { pageAnswerSchema, pageQuery } from '@/lib/validation/page-query';
import { MAX_ID } from '@/lib/validation/rules';

import {
  ITEM_TYPES,
  MESSAGE_MAX,
  PAGE_MAX,
  PAGE_SIZE_MAX,
  QUANTITY_MAX,
  RECEIVED_PAGE_SIZE,
  REPLY_MAX,
  STAFF_PAGE_SIZE,
  STAFF_SEARCH_MAX,
  SUBJECT_MAX,
} from './constants';

// The contact relay's requests and answers: the form, the routes and their OpenAPI document.

const id = () =>
  z.coerce
    .number({ error: 'rules.invalid' })
    .int('rules.invalid')
    .positive('rules.invalid')
    .max(MAX_ID, 'rules.invalid');

/** A required id from a select: '' (nothing chosen) is "Required.". */
const chosenId = () =>
  z
    .preprocess((value) => (value === '' || value === null ? undefined : value), id().optional())
    .refine((value) => value !== undefined, { message: 'rules.required' })
    .transform((value) => value as number);

const text = (max: number, key: string) =>
  z.string({ error: 'rules.required' }).trim().min(1, 'rules.required').max(max, key);

/** The form's fields (the dialog and the request share them). */
export const contactFormSchema = z.object({
  subject: text(SUBJECT_MAX, 'BuyerMessages.rules.subjectMax'),
  message: text(MESSAGE_MAX, 'BuyerMessages.rules.messageMax'),
  quantity: z
    .string({ error: 'rules.invalid' })
    .trim()
    .max(QUANTITY_MAX, 'BuyerMessages.rules.quantityMax')
    .optional()
    .default(''),
  destination_country: chosenId(),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;

/** POST /api/buyer-messages. */
export const sendMessageSchema = contactFormSchema
  .extend({
    company_id: id(),
    item_type: z.enum(ITEM_TYPES, { error: 'rules.invalid' }).optional(),
    item_id: id().optional(),
  })
  .superRefine((value, context) => {
    // An item is named by both its kind and its id, or not at all.
    if ((value.item_type === undefined) !== (value.item_id === undefined)) {
      const path = value.item_type === undefined ? 'item_type' : 'item_id';
      context.addIssue({ code: 'custom', path: [path], message: 'rules.required' });
    }
  });
export type SendMessageRequest = z.input<typeof sendMessageSchema>;
export type SendMessage = z.output<typeof sendMessageSchema>;

export const sentAnswerSchema = z.object({ id: z.number().int() });

/** POST /api/buyer-messages/{id}/reply. */
export const replySchema = z.object({ reply: text(REPLY_MAX, 'BuyerMessages.rules.replyMax') });
export type ReplyRequest = z.input<typeof replySchema>;

const pages = (defaultSize: number) =>
  pageQuery({ maxPage: PAGE_MAX, defaultSize, maxSize: PAGE_SIZE_MAX });

export const receivedQuerySchema = z.object(pages(RECEIVED_PAGE_SIZE));
export type ReceivedQuery = z.output<typeof receivedQuerySchema>;

export const STAFF_STATES = ['unread', 'read', 'replied'] as const;
export type StaffState = (typeof STAFF_STATES)[number];

/** GET /api/staff/buyer-messages: text (subject, company, sender), company, state, page. */
export const staffQuerySchema = z.object({
  q: z.string().trim().max(STAFF_SEARCH_MAX, 'rules.invalid').optional(),
  company_id: id().optional(),
  state: z.enum(STAFF_STATES, { error: 'rules.invalid' }).optional(),
  ...pages(STAFF_PAGE_SIZE),
});
export type StaffQuery = z.output<typeof staffQuerySchema>;

const named = z.object({ id: z.number().int(), name_eng: z.string(), name_ara: z.string() });

/** One message as the exporter (and the sender) sees it: never the other side's address. */
export const messageSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  /** The company's registered name (as public). */
  company_name: z.string(),
  sender_name: z.string(),
  item_type: z.enum(ITEM_TYPES).nullable(),
  item_id: z.number().int().nullable(),
  item: named.nullable(),
  subject: z.string(),
  message: z.string(),
  quantity: z.string(),
  destination_country: named.nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
});
export type BuyerMessage = z.infer<typeof messageSchema>;

/** Staff see both sides. */
export const staffMessageSchema = messageSchema.extend({
  sender_id: z.number().int(),
  sender_email: z.string(),
  locale: z.string(),
  /** Issue 47: not relayed yet, its sender held by screening until staff clear the hit. */
  held: z.boolean(),
});
export type StaffBuyerMessage = z.infer<typeof staffMessageSchema>;

export const messageListSchema = pageAnswerSchema(messageSchema);
export type BuyerMessageList = z.infer<typeof messageListSchema>;

export const staffMessageListSchema = pageAnswerSchema(staffMessageSchema);
export type StaffBuyerMessageList = z.infer<typeof staffMessageListSchema>;
