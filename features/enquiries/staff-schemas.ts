import { z } from 'zod';

import {
  absentWhenEmpty as optional,
  pageAnswerSchema,
  pageNumber,
  pageSize,
} from '@/lib/validation/page-query';
import { versionField, versionSchema } from '@/lib/validation/version';

import { storedAnswerSchema } from './answer-schemas';
import { ENQUIRY_STATUS_CODES, ENQUIRY_TYPES, lookupNameSchema } from './schemas';

// Issue 13, "Enquiries": the shapes of /api/staff/enquiries… shared by the routes (validation,
// OpenAPI) and the console's islands. Messages are catalogue keys.

export const STAFF_PAGE_SIZES = [10, 25, 50, 100] as const;
export const STAFF_DEFAULT_PAGE_SIZE = 25;
export const STAFF_SORTS = ['created', 'age', 'id', 'status', 'type', 'member', 'owner'] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];
/** The longest text a staff search takes. */
export const STAFF_QUERY_MAX = 200;
/** The longest reply to a member and the longest note of a status move. */
export const REPLY_MAX = 5000;
export const NOTE_MAX = 2000;
/** The oldest age (working days) the age filter takes. */
export const AGE_FILTER_MAX = 3650;

const TYPE_CODES = Object.values(ENQUIRY_TYPES).map(String) as [string, ...string[]];
const STATUS_CODES = ENQUIRY_STATUS_CODES.map(String) as [string, ...string[]];

/** The grid's filters, sort and page, as the query string carries them (and the CSV export). */
export const staffEnquiryFilterSchema = z.object({
  type: optional(z.enum(TYPE_CODES, { error: 'rules.invalid' })),
  /** One of the seven codes, or `open` (not completed, rejected or closed). */
  status: optional(z.enum([...STATUS_CODES, 'open'], { error: 'rules.invalid' })),
  /** A staff member's id, `me` or `none` (unassigned). */
  owner: optional(
    z
      .string()
      .regex(/^(me|none|[1-9]\d{0,9})$/, 'rules.invalid')
      .max(10, 'rules.invalid'),
  ),
  overdue: optional(z.enum(['1', '0'], { error: 'rules.invalid' })),
  age_min: optional(
    z.coerce
      .number({ error: 'rules.invalid' })
      .int('rules.invalid')
      .min(0, 'rules.invalid')
      .max(AGE_FILTER_MAX, 'rules.invalid'),
  ),
  q: optional(z.string().trim().max(STAFF_QUERY_MAX, 'rules.invalid')),
});
export type StaffEnquiryFilter = z.infer<typeof staffEnquiryFilterSchema>;

export const staffEnquiryListQuerySchema = staffEnquiryFilterSchema.extend({
  sort: optional(z.enum(STAFF_SORTS, { error: 'rules.invalid' })),
  order: optional(z.enum(['asc', 'desc'], { error: 'rules.invalid' })),
  page: optional(pageNumber(100_000)),
  page_size: optional(pageSize({ sizes: STAFF_PAGE_SIZES })),
});
export type StaffEnquiryListQuery = z.infer<typeof staffEnquiryListQuerySchema>;

const codeName = z.object({ code: z.number().int(), name: z.string() });
const person = z.object({ id: z.number().int(), name: z.string() });

export const staffEnquiryRowSchema = z.object({
  id: z.number().int(),
  type: codeName,
  status: codeName,
  member: person.extend({ email: z.string() }),
  owner: person.nullable(),
  /** ISO 8601. */
  created_at: z.string(),
  /** Working days since it arrived (Amman time, Friday and Saturday off); null once closed. */
  age: z.number().int().nullable(),
  overdue: z.boolean(),
  /** Sent while the captcha provider could not be reached: held for staff to judge (issue 25). */
  captcha_unverified: z.boolean(),
});
export type StaffEnquiryRow = z.infer<typeof staffEnquiryRowSchema>;

export const staffEnquiryPageSchema = pageAnswerSchema(staffEnquiryRowSchema, 'rows').extend({
  target_days: z.number().int(),
});
export type StaffEnquiryPage = z.infer<typeof staffEnquiryPageSchema>;

export const staffEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['status', 'owner', 'reply']),
  actor: person.nullable(),
  from_status: z.number().int().nullable(),
  to_status: z.number().int().nullable(),
  owner: person.nullable(),
  note: z.string().nullable(),
  message: z.string().nullable(),
  created_at: z.string(),
});
export type StaffEvent = z.infer<typeof staffEventSchema>;

export const staffEnquiryDetailSchema = staffEnquiryRowSchema.extend({
  date: z.string(),
  /** The language the member wrote in. */
  locale: z.enum(['en', 'ar']),
  data: z.record(z.string(), z.unknown()),
  answers: z.array(storedAnswerSchema).nullable(),
  labels: z.record(z.string(), lookupNameSchema),
  member: person.extend({
    email: z.string(),
    last_name: z.string().nullable(),
    phone: z.string().nullable(),
    /** The language of the member's e-mails (replies go out in it). */
    locale: z.enum(['en', 'ar']),
    vip: z.boolean(),
  }),
  responded_at: z.string().nullable(),
  target_days: z.number().int(),
  version: versionSchema,
  /** The statuses it may move to now. */
  moves: z.array(z.number().int()),
  events: z.array(staffEventSchema),
});
export type StaffEnquiryDetail = z.infer<typeof staffEnquiryDetailSchema>;

export const ownerChangeSchema = z.object({
  owner_id: z
    .number({ error: 'rules.invalid' })
    .int('rules.invalid')
    .positive('rules.invalid')
    .max(2_147_483_647, 'rules.invalid')
    .nullable(),
  version: versionField.optional(),
});
export const statusMoveSchema = z.object({
  status: z.number({ error: 'rules.invalid' }).int('rules.invalid'),
  note: z.string({ error: 'rules.invalid' }).trim().max(NOTE_MAX, 'rules.invalid').optional(),
  version: versionField.optional(),
});
export const replySchema = z.object({
  message: z
    .string({ error: 'rules.required' })
    .trim()
    .min(1, 'rules.required')
    .max(REPLY_MAX, 'rules.invalid'),
});
export type OwnerChange = z.infer<typeof ownerChangeSchema>;
export type StatusMove = z.infer<typeof statusMoveSchema>;
export type Reply = z.infer<typeof replySchema>;

export const staffOwnerSchema = person.extend({ role: z.enum(['officer', 'admin']) });
export type StaffOwner = z.infer<typeof staffOwnerSchema>;

export const enquirySummarySchema = z.object({
  by_status: z.record(z.string(), z.number().int()),
  open: z.number().int(),
  overdue: z.number().int(),
  unassigned: z.number().int(),
  target_days: z.number().int(),
});
export type EnquirySummary = z.infer<typeof enquirySummarySchema>;
