import { z } from 'zod';

import { tradeLeadInterests, tradeLeads } from '@/lib/db/schema/trade-leads';
import { inputSchema, rowSchema } from '@/lib/db/table-schemas';
import { hsDigitsOf } from '@/lib/hs/hs-code';
import { bilingualText } from '@/lib/validation/bilingual';
import { absentWhenEmpty, pageAnswerSchema, pageQuery } from '@/lib/validation/page-query';
import { queryId, requiredText } from '@/lib/validation/rules';

import {
  TRADE_LEAD_MESSAGE_MAX,
  TRADE_LEAD_SEARCH_MAX,
  TRADE_LEAD_SORTS,
  TRADE_LEAD_VALUE_MAX,
  TRADE_LEADS_PAGE_SIZE,
  TRADE_LEADS_PAGE_SIZE_MAX,
} from './constants';
import { TRADE_LEAD_STATES } from './lead-state';

// Issue 39 "Trade leads": the requests and answers of /api/trade-leads and the member's interests,
// shared by the forms, the client calls, the routes and the OpenAPI document (staff's:
// ./staff-schemas.ts). The rows and inputs are derived from the tables (lib/db/table-schemas.ts).

export const TRADE_LEAD_KINDS = ['buyer', 'tender'] as const;
export const CONTACT_ROUTES = ['agency', 'direct'] as const;
export const INTEREST_STATES = ['new', 'shortlisted', 'passed_on', 'not_suitable'] as const;
export type TradeLeadKind = (typeof TRADE_LEAD_KINDS)[number];
export type InterestState = (typeof INTEREST_STATES)[number];

const id = queryId();

/**
 * A lead as stored (lib/db/schema/trade-leads.ts): `buyer_name_*` '' when the buyer asked not to
 * be named, `industry_id` the sector (industries.iid), `hs_codes` of the nomenclature (2, 4 or 6
 * digits), `deadline` the last day to respond, Amman's day (YYYY-MM-DD).
 */
export const tradeLeadRowSchema = rowSchema(tradeLeads);

/** The names of a lead's country and sector ('' when the entry is gone). */
export const leadNames = bilingualText('country_name', 'industry');

/** A lead as the public reads it (a draft never is): not its status, dates of change, version. */
export const tradeLeadSchema = tradeLeadRowSchema
  .omit({ status: true, closed_at: true, created_at: true, updated_at: true, version: true })
  .extend({
    ...leadNames,
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

/** A value in US dollars a filter names: a whole number from 0 to the column's largest. */
const dollars = absentWhenEmpty(
  z.coerce
    .number({ error: 'TradeLeads.filters.valueInvalid' })
    .int('TradeLeads.filters.valueInvalid')
    .min(0, 'TradeLeads.filters.valueInvalid')
    .max(TRADE_LEAD_VALUE_MAX, 'TradeLeads.filters.valueInvalid'),
);

/**
 * Issue 45: the keyword, the order and the value of the list (the page's form and the API). A
 * value filter keeps the leads whose stated value (its range) meets [value_min, value_max]; a lead
 * stating no value is left out once either is given.
 */
export const tradeLeadSearchSchema = z.object({
  q: absentWhenEmpty(
    z
      .string()
      .trim()
      .max(TRADE_LEAD_SEARCH_MAX, 'TradeLeads.filters.qTooLong')
      .transform((value) => value || undefined),
  ).describe(
    'Words in the title, description, buyer, quantity, country or sector, either language',
  ),
  sort: absentWhenEmpty(
    z.enum(TRADE_LEAD_SORTS, { error: 'TradeLeads.filters.sortInvalid' }),
  ).describe(
    '`closing` (the soonest deadline first, open leads before closed: the default) or `published` (the latest published first)',
  ),
  value_min: dollars.describe('The least value in US dollars'),
  value_max: dollars.describe('The greatest value in US dollars'),
});

const withValueOrder = <T extends z.ZodType<{ value_min?: number; value_max?: number }>>(
  schema: T,
) =>
  schema.refine(
    (query) =>
      query.value_min === undefined ||
      query.value_max === undefined ||
      query.value_min <= query.value_max,
    { path: ['value_max'], error: 'TradeLeads.filters.valueOrder' },
  );

export type TradeLeadFilters = z.infer<typeof tradeLeadFiltersSchema> &
  z.infer<typeof tradeLeadSearchSchema>;

/** GET /api/trade-leads. */
export const tradeLeadsQuerySchema = withValueOrder(
  tradeLeadFiltersSchema.extend(tradeLeadSearchSchema.shape).extend(
    pageQuery({
      maxPage: 1000,
      maxSize: TRADE_LEADS_PAGE_SIZE_MAX,
      defaultSize: TRADE_LEADS_PAGE_SIZE,
    }),
  ),
);
export type TradeLeadsQuery = z.infer<typeof tradeLeadsQuerySchema>;

export const tradeLeadsPageSchema = pageAnswerSchema(tradeLeadSchema);
export type TradeLeadsPage = z.infer<typeof tradeLeadsPageSchema>;

// ----- a member's interest -----

/** POST /api/trade-leads/{id}/interest. */
export const interestBodySchema = inputSchema(tradeLeadInterests, {
  message: requiredText().max(TRADE_LEAD_MESSAGE_MAX, 'rules.invalid'),
});
export type InterestBody = z.infer<typeof interestBodySchema>;

/** A member's interest as they see it: the lead's title and the state staff gave it. */
export const interestRowSchema = rowSchema(tradeLeadInterests);
export const memberInterestSchema = interestRowSchema.pick({ id: true, lead_id: true }).extend({
  ...tradeLeadRowSchema.pick({ title_eng: true, title_ara: true, deadline: true }).shape,
  lead_state: z.enum(TRADE_LEAD_STATES),
  ...interestRowSchema.pick({ message: true, state: true, created_at: true }).shape,
});
export type MemberInterest = z.infer<typeof memberInterestSchema>;

/** The public list's filter choices: the countries, sectors and HS chapters public leads name. */
export type LeadChoice = { id: number; name_eng: string; name_ara: string };
export type ChapterChoice = { code: string; name_en: string; name_ar: string };
export type LeadChoices = {
  countries: LeadChoice[];
  sectors: LeadChoice[];
  chapters: ChapterChoice[];
};
