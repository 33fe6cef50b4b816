import { z } from 'zod';

import { pageAnswerSchema, pageQuery } from '@/lib/validation/page-query';
import { versionField, versionSchema } from '@/lib/validation/version';

import {
  AUDIT_PAGE_SIZE,
  MEMBER_PAGE_SIZE,
  MEMBER_SEARCH_MAX,
  MEMBER_SORT_DEFAULT,
  MEMBER_SORTS,
  PAGE_MAX,
  PAGE_SIZE_MAX,
  SUSPEND_REASON_MAX,
} from './constants';

// The console's members and audit log (issue 13): the requests and answers of /api/staff/members
// and /api/staff/audit, shared by the routes, their OpenAPI document and the console's calls.

const flag = z
  .enum(['true', 'false'], { error: 'rules.invalid' })
  .transform((value) => value === 'true');

/** GET /api/staff/members: the search, the filters, the page and the order. */
export const memberListQuerySchema = z.object({
  q: z.string().max(MEMBER_SEARCH_MAX, 'rules.invalid').optional(),
  vip: flag.optional(),
  suspended: flag.optional(),
  has_company: flag.optional(),
  ...pageQuery({ maxPage: PAGE_MAX, defaultSize: MEMBER_PAGE_SIZE, maxSize: PAGE_SIZE_MAX }),
  sort: z.enum(MEMBER_SORTS, { error: 'rules.invalid' }).default(MEMBER_SORT_DEFAULT),
});
export type MemberListQuery = z.output<typeof memberListQuerySchema>;

const companySummarySchema = z.object({
  id: z.number().int(),
  company_registered_name: z.string(),
  company_trading_name: z.string(),
  /** part 3 §4: 10 in process, 20 approved, 30 refused, 40 changed. */
  status: z.number().int(),
});

export const memberRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  last_name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  is_vip: z.boolean(),
  /** When the member was suspended (ISO 8601), or null. */
  suspended_at: z.string().nullable(),
  company: companySummarySchema
    .extend({
      /** The company matches a sanctions record and waits for a screening decision (issue 47). */
      held: z.boolean(),
    })
    .nullable(),
  enquiries_count: z.number().int(),
  created_at: z.string(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

export const memberListSchema = pageAnswerSchema(memberRowSchema);
export type MemberList = z.infer<typeof memberListSchema>;

export const memberEnquirySchema = z.object({
  id: z.number().int(),
  enq_type: z.number().int(),
  status: z.number().int(),
  /** As stored: Amman time, "YYYY-MM-DD HH:mm:ss" (part 1 §3). */
  date: z.string(),
});
export type MemberEnquiry = z.infer<typeof memberEnquirySchema>;

export const memberSuspensionSchema = z.object({
  suspended_at: z.string(),
  reason: z.string().nullable(),
  by: z.string().nullable(),
});

/** GET /api/staff/members/{id}: the profile (no password hash, no second-factor secret). */
export const memberDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  last_name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  locale: z.enum(['en', 'ar']),
  email_verified_at: z.string().nullable(),
  subscribe: z.number().int(),
  is_vip: z.boolean(),
  suspended_at: z.string().nullable(),
  version: versionSchema,
  /** The last suspension's reason and who decided it, while the member is suspended. */
  suspension: memberSuspensionSchema.nullable(),
  international_buyers_access: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  company: companySummarySchema
    .extend({
      /** The reason of the last refusal (status_note). */
      status_note: z.string().nullable(),
      e_mail: z.string(),
      phone_number: z.string(),
      website_url: z.string(),
      /** The owner's access to the international buyers' pages, set when the company is approved. */
      international_buyers_access: z.number().int(),
    })
    .nullable(),
  enquiries: z.array(memberEnquirySchema),
  counts: z.object({
    enquiries: z.number().int(),
    open_enquiries: z.number().int(),
    products: z.number().int(),
    services: z.number().int(),
  }),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/** PUT /api/staff/members/{id}/vip. */
export const vipBodySchema = z.object({
  is_vip: z.boolean({ error: 'rules.required' }),
  version: versionField.optional(),
});

/** POST /api/staff/members/{id}/suspend: the reason is kept in the audit log. */
export const suspendBodySchema = z.object({
  reason: z
    .string({ error: 'rules.required' })
    .trim()
    .min(1, 'rules.required')
    .max(SUSPEND_REASON_MAX, 'MembersAdmin.suspend.reasonMax'),
  version: versionField.optional(),
});
export type SuspendBody = z.infer<typeof suspendBodySchema>;

/** What a change answers: the member's VIP and suspension as they are now. */
export const memberStateSchema = z.object({
  id: z.number().int(),
  is_vip: z.boolean(),
  suspended_at: z.string().nullable(),
  version: versionSchema,
});
export type MemberState = z.infer<typeof memberStateSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string()
  .regex(DAY, 'rules.invalid')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'rules.invalid');

/** GET /api/staff/audit: who, what, which record, and the days (Amman) from and to, inclusive. */
export const auditQuerySchema = z
  .object({
    /** A staff member's id, or part of their e-mail address. */
    actor: z.string().trim().max(MEMBER_SEARCH_MAX, 'rules.invalid').optional(),
    action: z.string().trim().max(100, 'rules.invalid').optional(),
    entity_type: z.string().trim().max(100, 'rules.invalid').optional(),
    entity_id: z.string().trim().max(100, 'rules.invalid').optional(),
    from: day.optional(),
    to: day.optional(),
    ...pageQuery({ maxPage: PAGE_MAX, defaultSize: AUDIT_PAGE_SIZE, maxSize: PAGE_SIZE_MAX }),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'MembersAdmin.audit.badRange',
    path: ['to'],
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int(),
  actor_email: z.string(),
  actor_role: z.string(),
  /** The staff member's name today, when their account still exists. */
  actor_name: z.string().nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = pageAnswerSchema(auditEntrySchema).extend({
  /** The actions and record types the log holds, for the filters' choices. */
  actions: z.array(z.string()),
  entity_types: z.array(z.string()),
});
export type AuditList = z.infer<typeof auditListSchema>;
