import { z } from 'zod';

import { hsDigitsOf } from '@/lib/hs/hs-code';
import { MAX_ID } from '@/lib/validation/limits';
import { absentWhenEmpty, pageAnswerSchema, pageQuery } from '@/lib/validation/page-query';
import { requiredText } from '@/lib/validation/rules';
import { versionField, versionSchema } from '@/lib/validation/version';

import {
  TRADE_LEAD_HS_CODES_MAX,
  TRADE_LEAD_MESSAGE_MAX,
  TRADE_LEAD_SEARCH_MAX,
  TRADE_LEAD_VALUE_MAX,
  TRADE_LEADS_CONSOLE_PAGE_SIZE,
  TRADE_LEADS_CONSOLE_PAGE_SIZES,
  TRADE_LEADS_PAGE_SIZE,
  TRADE_LEADS_PAGE_SIZE_MAX,
} from './constants';
import { TRADE_LEAD_STATES, TRADE_LEAD_STATUSES } from './lead-state';

// Issue 39 "Trade leads": the requests and answers of /api/trade-leads, the member's interests and
// /api/staff/trade-leads, shared by the forms, the client calls, the routes and the OpenAPI document.

export const TRADE_LEAD_KINDS = ['buyer', 'tender'] as const;
export const CONTACT_ROUTES = ['agency', 'direct'] as const;
export const INTEREST_STATES = ['new', 'shortlisted', 'passed_on', 'not_suitable'] as const;
export type TradeLeadKind = (typeof TRADE_LEAD_KINDS)[number];
export type InterestState = (typeof INTEREST_STATES)[number];

const id = z.coerce
  .number({ error: 'rules.invalid' })
  .int('rules.invalid')
  .min(1, 'rules.invalid')
  .max(MAX_ID, 'rules.invalid');

/** A lead as the public reads it (a draft never is). */
export const tradeLeadSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TRADE_LEAD_KINDS),
  /** '' when the buyer asked not to be named. */
  buyer_name_eng: z.string(),
  buyer_name_ara: z.string(),
  title_eng: z.string(),
  title_ara: z.string(),
  description_eng: z.string(),
  description_ara: z.string(),
  country_id: z.number().int(),
  country_name_eng: z.string(),
  country_name_ara: z.string(),
  /** The sector (industries.iid). */
  industry_id: z.number().int(),
  industry_eng: z.string(),
  industry_ara: z.string(),
  /** HS codes of the nomenclature, 2, 4 or 6 digits. */
  hs_codes: z.array(z.string()),
  quantity_eng: z.string(),
  quantity_ara: z.string(),
  value_min_usd: z.number().int().nullable(),
  value_max_usd: z.number().int().nullable(),
  /** The last day to respond, Amman's day (YYYY-MM-DD). */
  deadline: z.string(),
  contact_route: z.enum(CONTACT_ROUTES),
  contact_eng: z.string(),
  contact_ara: z.string(),
  published_at: z.string().nullable(),
  /** open while it takes answers; closed once staff closed it or its deadline has passed. */
  state: z.enum(TRADE_LEAD_STATES),
});
export type PublicTradeLead = z.infer<typeof tradeLeadSchema>;

/** The filters of the public list (the page's form keeps them in the address). */
export const tradeLeadFiltersSchema = z.object({
  country: absentWhenEmpty(id).describe('A country id'),
  sector: absentWhenEmpty(id).describe('A sector id (industries.iid)'),
  chapter: absentWhenEmpty(
    z.preprocess(
      (value) => (typeof value === 'string' ? (hsDigitsOf(value) ?? value.trim()) : value),
      z.string().regex(/^\d{2}$/, 'TradeLeads.filters.chapterInvalid'),
    ),
  ).describe('An HS chapter, two digits: leads naming a code in it'),
  state: absentWhenEmpty(z.enum(TRADE_LEAD_STATES, { error: 'rules.invalid' })).describe(
    '`open` (published, deadline today or later) or `closed`',
  ),
});
export type TradeLeadFilters = z.infer<typeof tradeLeadFiltersSchema>;

/** GET /api/trade-leads. */
export const tradeLeadsQuerySchema = tradeLeadFiltersSchema.extend(
  pageQuery({
    maxPage: 1000,
    maxSize: TRADE_LEADS_PAGE_SIZE_MAX,
    defaultSize: TRADE_LEADS_PAGE_SIZE,
  }),
);
export type TradeLeadsQuery = z.infer<typeof tradeLeadsQuerySchema>;

export const tradeLeadsPageSchema = pageAnswerSchema(tradeLeadSchema);
export type TradeLeadsPage = z.infer<typeof tradeLeadsPageSchema>;

// ----- a member's interest -----

/** POST /api/trade-leads/{id}/interest. */
export const interestBodySchema = z.object({
  message: requiredText().max(TRADE_LEAD_MESSAGE_MAX, 'rules.invalid'),
});
export type InterestBody = z.infer<typeof interestBodySchema>;

/** A member's interest as they see it: the lead's title and the state staff gave it. */
export const memberInterestSchema = z.object({
  id: z.number().int(),
  lead_id: z.number().int(),
  title_eng: z.string(),
  title_ara: z.string(),
  deadline: z.string(),
  lead_state: z.enum(TRADE_LEAD_STATES),
  message: z.string(),
  state: z.enum(INTEREST_STATES),
  created_at: z.string(),
});
export type MemberInterest = z.infer<typeof memberInterestSchema>;

// ----- staff changes (the console's form and /api/staff/trade-leads) -----

const text = (max: number) => z.string().trim().max(max, 'rules.invalid');
const requiredId = z
  .number({ error: 'rules.required' })
  .int('rules.invalid')
  .min(1, 'rules.required')
  .max(MAX_ID, 'rules.invalid');
const usd = z
  .number({ error: 'rules.invalid' })
  .int('rules.invalid')
  .min(0, 'rules.invalid')
  .max(TRADE_LEAD_VALUE_MAX, 'rules.invalid')
  .nullable();

/** A calendar date written YYYY-MM-DD, from 2000 to 2100. */
const calendarDate = z
  .string({ error: 'rules.required' })
  .min(1, 'rules.required')
  .refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    const year = date.getUTCFullYear();
    return date.toISOString().startsWith(value) && year >= 2000 && year <= 2100;
  }, 'rules.invalid');

/** An HS code in any spelling (15.09, ١٥٠٩) read as its digits; anything else as it is. */
const hsDigitsOrText = (value: unknown) =>
  typeof value === 'string' ? (hsDigitsOf(value) ?? value.trim()) : value;

/**
 * The HS codes of a lead: 2 to 6 digits each, none twice, the errors on the field itself (the
 * console's one box of codes); the server checks each is the nomenclature's.
 */
export const hsCodesInput = z.preprocess(
  (value) => (Array.isArray(value) ? value.map(hsDigitsOrText) : value),
  z
    .array(z.string({ error: 'TradeLeadsAdmin.form.hsInvalid' }), { error: 'rules.invalid' })
    .max(TRADE_LEAD_HS_CODES_MAX, 'rules.invalid')
    .refine(
      (codes) => codes.every((code) => /^\d{2,6}$/.test(code)),
      'TradeLeadsAdmin.form.hsInvalid',
    )
    .refine((codes) => new Set(codes).size === codes.length, 'TradeLeadsAdmin.form.hsTwice'),
);

/** The lead's fields one by one (the console's form changes a few of their shapes). */
export const tradeLeadFieldsSchema = z.object({
  kind: z.enum(TRADE_LEAD_KINDS, { error: 'rules.required' }),
  buyer_name_eng: text(200),
  buyer_name_ara: text(200),
  title_eng: requiredText().max(200, 'rules.invalid'),
  title_ara: requiredText().max(200, 'rules.invalid'),
  description_eng: requiredText().max(5000, 'rules.invalid'),
  description_ara: requiredText().max(5000, 'rules.invalid'),
  country_id: requiredId,
  industry_id: requiredId,
  hs_codes: hsCodesInput,
  quantity_eng: text(200),
  quantity_ara: text(200),
  value_min_usd: usd,
  value_max_usd: usd,
  deadline: calendarDate,
  contact_route: z.enum(CONTACT_ROUTES, { error: 'rules.required' }),
  contact_eng: text(500),
  contact_ara: text(500),
  version: versionField.optional(),
});

type CrossFields = {
  value_min_usd: number | null;
  value_max_usd: number | null;
  contact_route: string;
  contact_eng: string;
  contact_ara: string;
};

/** The rules across fields: the value range in order, a direct contact in both languages. */
export function checkLeadFields(lead: CrossFields, context: z.RefinementCtx) {
  if (
    lead.value_min_usd !== null &&
    lead.value_max_usd !== null &&
    lead.value_min_usd > lead.value_max_usd
  ) {
    context.addIssue({
      code: 'custom',
      path: ['value_max_usd'],
      message: 'TradeLeadsAdmin.form.valueRange',
    });
  }
  if (lead.contact_route === 'direct' && (!lead.contact_eng || !lead.contact_ara)) {
    const path = lead.contact_eng ? 'contact_ara' : 'contact_eng';
    context.addIssue({
      code: 'custom',
      path: [path],
      message: 'TradeLeadsAdmin.form.contactNeeded',
    });
  }
}

/** POST /api/staff/trade-leads and PUT /api/staff/trade-leads/{id}: the lead's fields. */
export const tradeLeadInputSchema = tradeLeadFieldsSchema.superRefine(checkLeadFields);
export type TradeLeadInput = z.infer<typeof tradeLeadInputSchema>;

/** A lead as the console reads it: every field, its status, dates, version and interest count. */
export const staffTradeLeadSchema = tradeLeadSchema.extend({
  status: z.enum(TRADE_LEAD_STATUSES),
  closed_at: z.string().nullable(),
  interest_count: z.number().int(),
  updated_at: z.string(),
  version: versionSchema,
});
export type StaffTradeLead = z.infer<typeof staffTradeLeadSchema>;

/** GET /api/staff/trade-leads (and /admin/trade-leads): status, text, page. */
export const staffTradeLeadsQuerySchema = z.object({
  status: absentWhenEmpty(z.enum(TRADE_LEAD_STATUSES, { error: 'rules.invalid' })),
  q: absentWhenEmpty(z.string().trim().max(TRADE_LEAD_SEARCH_MAX, 'rules.invalid')),
  ...pageQuery({
    maxPage: 1000,
    sizes: TRADE_LEADS_CONSOLE_PAGE_SIZES,
    defaultSize: TRADE_LEADS_CONSOLE_PAGE_SIZE,
  }),
});
export type StaffTradeLeadsQuery = z.infer<typeof staffTradeLeadsQuerySchema>;

export const staffTradeLeadsPageSchema = pageAnswerSchema(staffTradeLeadSchema);
export type StaffTradeLeadsPage = z.infer<typeof staffTradeLeadsPageSchema>;

/** A member's interest as staff see it: who, their company, the message and the state. */
export const staffInterestSchema = z.object({
  id: z.number().int(),
  lead_id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  message: z.string(),
  state: z.enum(INTEREST_STATES),
  created_at: z.string(),
  version: versionSchema,
});
export type StaffInterest = z.infer<typeof staffInterestSchema>;

/** PUT /api/staff/trade-leads/{id}/interests/{interestId}: the state staff give an interest. */
export const interestMarkSchema = z.object({
  state: z.enum(INTEREST_STATES, { error: 'rules.invalid' }),
  version: versionField.optional(),
});
export type InterestMark = z.infer<typeof interestMarkSchema>;

/** The public list's filter choices: the countries, sectors and HS chapters public leads name. */
export type LeadChoice = { id: number; name_eng: string; name_ara: string };
export type ChapterChoice = { code: string; name_en: string; name_ar: string };
export type LeadChoices = {
  countries: LeadChoice[];
  sectors: LeadChoice[];
  chapters: ChapterChoice[];
};
