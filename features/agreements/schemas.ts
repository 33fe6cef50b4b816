import { z } from 'zod';

import { ftaCountryAgreements, tradeAgreements } from '@/lib/db/schema/agreements';
import { inputSchema, rowSchema } from '@/lib/db/table-schemas';
import { ALPHA2_CODES } from '@/lib/geo/country-codes';
import { bilingualKeys } from '@/lib/validation/bilingual';
import { optionalText } from '@/lib/validation/content-fields';
import { MAX_ID } from '@/lib/validation/limits';
import { absentWhenEmpty, consolePageQuery } from '@/lib/validation/page-query';
import { isCalendarDay, requiredText } from '@/lib/validation/rules';
import { versionField } from '@/lib/validation/version';

import {
  AGREEMENT_SEARCH_MAX,
  AGREEMENT_TITLE_MAX,
  COUNTRY_AGREEMENTS_MAX,
  COUNTRY_CONTENT_MAX,
  LEGAL_STATUSES,
} from './constants';

// part 2 §3 "FTA agreement" (the country pages the map opens) and part 3 §7
// /api/free-trade-agreements (the agreements); the agreement's summary, coverage and dates are the
// portal's (issue 27). The rows and inputs are derived from the tables (lib/db/table-schemas.ts).

/**
 * A trade agreement as stored (lib/db/schema/agreements.ts): `status` 1 shown, anything else
 * hidden (suspended, ended or a draft); `legal_status` where it stands in law (issue 37), whose
 * dated, sourced note the market-access pages read.
 */
export const tradeAgreementSchema = rowSchema(tradeAgreements, {
  legal_status: z.enum(LEGAL_STATUSES),
}).omit({
  ...bilingualKeys('legal_status_note', 'legal_status_source'),
  legal_status_source_url: true,
  legal_status_source_date: true,
  legal_status_checked_on: true,
  legal_status_review_by: true,
  created_at: true,
  updated_at: true,
});
export type TradeAgreement = z.infer<typeof tradeAgreementSchema>;

/** A country page with its rich content (stored clean, part 2 "rich content"). */
export const ftaCountryRowSchema = rowSchema(ftaCountryAgreements, {
  agreement_ids: z.array(z.number().int()),
}).omit({ created_at: true, updated_at: true });
export type FtaCountryRow = z.infer<typeof ftaCountryRowSchema>;

/** part 2 §3 "FTA agreement" without its rich content (the lists and the map). */
export const ftaCountrySchema = ftaCountryRowSchema.omit(bilingualKeys('content'));
export type FtaCountry = z.infer<typeof ftaCountrySchema>;

/** A partner country of an agreement: its country page. */
export const partnerSchema = ftaCountrySchema.pick({
  id: true,
  country_code: true,
  title_eng: true,
  title_ara: true,
});
export type Partner = z.infer<typeof partnerSchema>;

/** GET /api/free-trade-agreements: an agreement with the visible country pages that name it. */
export const agreementSchema = tradeAgreementSchema.extend({ partners: z.array(partnerSchema) });
export type Agreement = z.infer<typeof agreementSchema>;

/** GET /api/fta-country-agreements-by-id/{id}: the page and the shown agreements it names. */
export const ftaCountryDetailSchema = ftaCountryRowSchema.extend({
  agreements: z.array(tradeAgreementSchema),
});
export type FtaCountryDetail = z.infer<typeof ftaCountryDetailSchema>;

/** GET /api/free-trade-agreements: part 3 §5, a case-insensitive pattern against the title. */
export const agreementsQuerySchema = z.object({
  search: z
    .string()
    .max(AGREEMENT_SEARCH_MAX, 'rules.invalid')
    .optional()
    .describe('Text found in the title, in either language, however it is typed'),
});

// ----- staff changes (the console's forms and /api/staff/…) -----

const title = requiredText().max(AGREEMENT_TITLE_MAX, 'rules.invalid');

/** A calendar day, YYYY-MM-DD, that exists; null when not known. */
const day = z.string().trim().refine(isCalendarDay, 'rules.invalid').nullable();

/** A web address (https or http), or empty. */
const webAddress = optionalText(500).refine(
  (value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value),
  'rules.url',
);

const status = z
  .number({ error: 'rules.required' })
  .int('rules.invalid')
  .min(0, 'rules.invalid')
  .max(9, 'rules.invalid');

/** POST /api/staff/agreements and PUT /api/staff/agreements/{id}. */
export const agreementInputSchema = inputSchema(tradeAgreements, {
  title_eng: title,
  title_ara: title,
  summary_eng: optionalText(4000),
  summary_ara: optionalText(4000),
  covers_eng: optionalText(4000),
  covers_ara: optionalText(4000),
  signed_on: day,
  in_force_on: day,
  link: webAddress,
  status,
  /** Absent: in force for a new agreement, unchanged for an edit (the note stays as entered). */
  legal_status: z.enum(LEGAL_STATUSES, { error: 'rules.invalid' }).optional(),
  version: versionField.optional(),
});
export type AgreementInput = z.infer<typeof agreementInputSchema>;

const KNOWN_CODES = new Set(ALPHA2_CODES);

/**
 * The banner picture: a path of the portal's, one of its drawings (/images/…) or an uploaded file
 * (/api/uploads/…); pictures from other hosts are not drawn (next/image allows none).
 */
const picture = optionalText(500).refine(
  (value) =>
    value === '' || (/^\/(images|api\/uploads)\/[\w./-]+$/.test(value) && !value.includes('..')),
  'rules.invalid',
);

/** POST /api/staff/fta-countries and PUT /api/staff/fta-countries/{id}. */
export const ftaCountryInputSchema = inputSchema(ftaCountryAgreements, {
  country_code: z
    .string({ error: 'rules.required' })
    .trim()
    .min(1, 'rules.required')
    .refine((value) => KNOWN_CODES.has(value.toUpperCase()), 'rules.invalid')
    .describe('ISO 3166-1 alpha-2 (stored in capitals)'),
  visible: z.boolean({ error: 'rules.invalid' }),
  title_eng: title,
  title_ara: title,
  subtitle_eng: optionalText(AGREEMENT_TITLE_MAX),
  subtitle_ara: optionalText(AGREEMENT_TITLE_MAX),
  sub_subtitle_eng: optionalText(AGREEMENT_TITLE_MAX),
  sub_subtitle_ara: optionalText(AGREEMENT_TITLE_MAX),
  image: picture,
  url: optionalText(200),
  keywords: optionalText(500),
  keywords_ara: optionalText(500),
  content_eng: optionalText(COUNTRY_CONTENT_MAX),
  content_ara: optionalText(COUNTRY_CONTENT_MAX),
  agreement_ids: z
    .array(z.number().int('rules.invalid').min(1, 'rules.invalid').max(MAX_ID, 'rules.invalid'))
    .min(1, 'rules.required')
    .max(COUNTRY_AGREEMENTS_MAX, 'rules.invalid')
    .refine((ids) => new Set(ids).size === ids.length, 'rules.invalid'),
  version: versionField.optional(),
});
export type FtaCountryInput = z.infer<typeof ftaCountryInputSchema>;

/** /admin/agreements and /admin/agreements/countries: the search and the page. */
export const agreementConsoleQuerySchema = z.object({
  q: absentWhenEmpty(z.string().max(AGREEMENT_SEARCH_MAX, 'rules.invalid')),
  ...consolePageQuery([10, 20, 50, 100], 20),
});
export type AgreementConsoleQuery = z.infer<typeof agreementConsoleQuerySchema>;
