import { z } from 'zod';

import { tradeLeadInterests, tradeLeads } from '@/lib/db/schema/trade-leads';
import { inputSchema } from '@/lib/db/table-schemas';
import { hsDigitsOf } from '@/lib/hs/hs-code';
import { optionalText } from '@/lib/validation/content-fields';
import { absentWhenEmpty, pageAnswerSchema, consolePageQuery } from '@/lib/validation/page-query';
import { chosenId, isDayInYears, requiredText } from '@/lib/validation/rules';
import { versionField } from '@/lib/validation/version';

import {
  TRADE_LEAD_HS_CODES_MAX,
  TRADE_LEAD_SEARCH_MAX,
  TRADE_LEAD_VALUE_MAX,
  TRADE_LEADS_CONSOLE_PAGE_SIZE,
  TRADE_LEADS_CONSOLE_PAGE_SIZES,
} from './constants';
import { TRADE_LEAD_STATUSES } from './lead-state';
import {
  CONTACT_ROUTES,
  INTEREST_STATES,
  interestRowSchema,
  leadNames,
  TRADE_LEAD_KINDS,
  tradeLeadRowSchema,
  tradeLeadSchema,
} from './schemas';

// Issue 39 "Trade leads": the requests and answers of /api/staff/trade-leads (the console's form,
// its client calls, the staff routes and the OpenAPI document), derived from the tables.

const requiredId = chosenId();
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
  .refine((value) => isDayInYears(value, 2000, 2100), 'rules.invalid');

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
export const tradeLeadFieldsSchema = inputSchema(tradeLeads, {
  kind: z.enum(TRADE_LEAD_KINDS, { error: 'rules.required' }),
  buyer_name_eng: optionalText(200),
  buyer_name_ara: optionalText(200),
  title_eng: requiredText().max(200, 'rules.invalid'),
  title_ara: requiredText().max(200, 'rules.invalid'),
  description_eng: requiredText().max(5000, 'rules.invalid'),
  description_ara: requiredText().max(5000, 'rules.invalid'),
  country_id: requiredId,
  industry_id: requiredId,
  hs_codes: hsCodesInput,
  quantity_eng: optionalText(200),
  quantity_ara: optionalText(200),
  value_min_usd: usd,
  value_max_usd: usd,
  deadline: calendarDate,
  contact_route: z.enum(CONTACT_ROUTES, { error: 'rules.required' }),
  contact_eng: optionalText(500),
  contact_ara: optionalText(500),
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
export const staffTradeLeadSchema = tradeLeadRowSchema.omit({ created_at: true }).extend({
  ...leadNames,
  state: tradeLeadSchema.shape.state,
  /** Issue 47: a screening hit holds it from the public until a second officer clears it. */
  held: z.boolean(),
  interest_count: z.number().int(),
});
export type StaffTradeLead = z.infer<typeof staffTradeLeadSchema>;

/** GET /api/staff/trade-leads (and /admin/trade-leads): status, text, page. */
export const staffTradeLeadsQuerySchema = z.object({
  status: absentWhenEmpty(z.enum(TRADE_LEAD_STATUSES, { error: 'rules.invalid' })),
  q: absentWhenEmpty(z.string().trim().max(TRADE_LEAD_SEARCH_MAX, 'rules.invalid')),
  ...consolePageQuery(TRADE_LEADS_CONSOLE_PAGE_SIZES, TRADE_LEADS_CONSOLE_PAGE_SIZE),
});
export type StaffTradeLeadsQuery = z.infer<typeof staffTradeLeadsQuerySchema>;

export const staffTradeLeadsPageSchema = pageAnswerSchema(staffTradeLeadSchema);
export type StaffTradeLeadsPage = z.infer<typeof staffTradeLeadsPageSchema>;

/** A member's interest as staff see it: who, their company, the message and the state. */
export const staffInterestSchema = interestRowSchema.omit({ updated_at: true }).extend({
  name: z.string(),
  email: z.string(),
  company: z.string(),
});
export type StaffInterest = z.infer<typeof staffInterestSchema>;

/** PUT /api/staff/trade-leads/{id}/interests/{interestId}: the state staff give an interest. */
export const interestMarkSchema = inputSchema(tradeLeadInterests, {
  state: z.enum(INTEREST_STATES, { error: 'rules.invalid' }),
  version: versionField.optional(),
});
export type InterestMark = z.infer<typeof interestMarkSchema>;
