import { z } from 'zod';

import { hsDigitsOf } from '@/lib/hs/hs-code';
import { bilingualText } from '@/lib/validation/bilingual';
import { optionalText } from '@/lib/validation/content-fields';
import {
  pageAnswerSchema,
  pageNumber,
  consolePageQuery,
  pageSize,
} from '@/lib/validation/page-query';
import { chosenId, isDayInYears, queryId, requiredText } from '@/lib/validation/rules';
import { versionField, versionSchema } from '@/lib/validation/version';

import {
  PUBLICATION_FILTER_MAX,
  PUBLICATION_SEARCH_MAX,
  PUBLICATIONS_CONSOLE_PAGE_SIZE,
  PUBLICATIONS_CONSOLE_PAGE_SIZES,
  PUBLICATIONS_PAGE_SIZE,
  PUBLICATIONS_PAGE_SIZE_MAX,
} from './constants';

// part 1 §3 "Publication", "Country", "Sector" and part 3 §7 /api/publications.

export const sectorSchema = z.object({
  id: z.number().int(),
  ...bilingualText('name'),
});
export type Sector = z.infer<typeof sectorSchema>;

export const countrySchema = sectorSchema.extend({ code_3: z.string() });
export type Country = z.infer<typeof countrySchema>;

/** A publication as GET /api/publications answers it: the file fields are download addresses. */
export const publicationSchema = z.object({
  id: z.number().int(),
  /** The cover picture's address ('' when none). */
  image: z.string(),
  DESCRIPTION_ENG: z.string(),
  DESCRIPTION_ARA: z.string(),
  country_id: z.number().int(),
  country_belongs: z.object({ name_eng: z.string(), name_ara: z.string() }).nullable(),
  /** The sector ids. */
  industry: z.array(z.number().int()),
  sectors: z.array(sectorSchema),
  /** YYYY-MM-DD. */
  date_start: z.string(),
  /** date_start as the request's language writes it (part 1 §9). */
  formattedDate: z.string(),
  /** The first four characters of date_start. */
  year: z.string(),
  TARIFF_ENG: z.string(),
  TARIFF_ARA: z.string(),
  /** The English PDF's gated download address (GET /api/files/…). */
  TARIFF_FILE: z.string(),
  /** The Arabic PDF's gated download address, '' when there is none. */
  TARIFF_FILE_AR: z.string(),
  for_vip: z.boolean(),
});
export type Publication = z.infer<typeof publicationSchema>;

/** The filters' choices: the countries (GMK pinned first), sectors and years publications name. */
export const publicationFiltersSchema = z.object({
  countries: z.array(countrySchema),
  sectors: z.array(sectorSchema),
  years: z.array(z.string()),
});
export type PublicationFilters = z.infer<typeof publicationFiltersSchema>;

/** A filter of the query: repeated (`country=4&country=8`) or comma-separated (`country=4,8`). */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value])
        .flatMap((part) => String(part).split(','))
        .map((part) => part.trim())
        .filter(Boolean),
    z.array(item).max(PUBLICATION_FILTER_MAX, 'rules.invalid'),
  );

const filterId = queryId();

/** GET /api/publications: filters, text and page; a bad value is a 422. */
export const publicationsQuerySchema = z.object({
  country: listOf(filterId).describe('Country ids (any of them)'),
  sector: listOf(filterId).describe('Sector ids (a publication naming any of them)'),
  year: listOf(z.string().regex(/^\d{4}$/, 'rules.invalid')).describe('Years of date_start'),
  q: z
    .string()
    .max(PUBLICATION_SEARCH_MAX, 'rules.invalid')
    .optional()
    .describe('Text of the title and description, in English or Arabic'),
  hs: z
    .preprocess(
      (value) => (typeof value === 'string' ? (hsDigitsOf(value) ?? value.trim()) : value),
      z
        .string()
        .regex(/^\d{2,6}$/, 'Publications.filters.hsInvalid')
        .optional(),
    )
    .describe(
      'An HS code of 2 to 6 digits in any spelling (`1509`, `15.09`, Arabic-Indic digits): the ' +
        'publications about what it names (issue 37; `hs_code` in the answer says which code)',
    ),
  page: pageNumber(100_000).default(1),
  page_size: pageSize({ maxSize: PUBLICATIONS_PAGE_SIZE_MAX }).default(PUBLICATIONS_PAGE_SIZE),
});
export type PublicationsQuery = z.infer<typeof publicationsQuerySchema>;
export type PublicationFilterValues = Pick<
  PublicationsQuery,
  'country' | 'sector' | 'year' | 'q' | 'hs'
>;

/** The HS code a catalogue page was filtered by, as the nomenclature names it (issue 37). */
export const hsTopicAnswerSchema = z.object({
  code: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
});
export type HsTopicAnswer = z.infer<typeof hsTopicAnswerSchema>;

/** A page of the catalogue; `hs_code` when an HS code was asked for (null: no such code). */
export const publicationsPageSchema = pageAnswerSchema(publicationSchema).extend({
  hs_code: hsTopicAnswerSchema.nullable().optional(),
});
export type PublicationsPageAnswer = z.infer<typeof publicationsPageSchema>;

// ----- staff changes (the console's form and /api/staff/publications) -----

const id = chosenId();

/** A calendar date written YYYY-MM-DD, from 1990 to 2100. */
const calendarDate = z
  .string({ error: 'rules.required' })
  .min(1, 'rules.required')
  .refine((value) => isDayInYears(value, 1990, 2100), 'rules.invalid');

/**
 * The fields of POST /api/staff/publications and PUT /api/staff/publications/{id} (a multipart
 * form: `industry` as JSON text, `for_vip` as 1 or 0, the files beside them), as the console's form
 * holds them. The summaries are HTML, cleaned by the allowlist when stored.
 */
export const publicationInputSchema = z.object({
  DESCRIPTION_ENG: requiredText().max(300, 'rules.invalid'),
  DESCRIPTION_ARA: requiredText().max(300, 'rules.invalid'),
  TARIFF_ENG: optionalText(20_000),
  TARIFF_ARA: optionalText(20_000),
  country_id: id,
  industry: z
    .array(id, { error: 'rules.invalid' })
    .min(1, 'rules.required')
    .max(PUBLICATION_FILTER_MAX, 'rules.invalid')
    .refine((ids) => new Set(ids).size === ids.length, 'rules.invalid'),
  date_start: calendarDate,
  for_vip: z.boolean(),
  status: z.union([z.literal(0), z.literal(1)], { error: 'rules.invalid' }),
  version: versionField.optional(),
});
export type PublicationInput = z.infer<typeof publicationInputSchema>;

/** A publication as the console lists it: its fields, files, names and download counts. */
export const staffPublicationSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  DESCRIPTION_ENG: z.string(),
  DESCRIPTION_ARA: z.string(),
  TARIFF_ENG: z.string(),
  TARIFF_ARA: z.string(),
  country_id: z.number().int(),
  country_belongs: z.object({ name_eng: z.string(), name_ara: z.string() }).nullable(),
  industry: z.array(z.number().int()),
  date_start: z.string(),
  for_vip: z.boolean(),
  status: z.number().int(),
  /** The files' download addresses ('' when none). */
  TARIFF_FILE: z.string(),
  TARIFF_FILE_AR: z.string(),
  /** How often each file was downloaded by members. */
  downloads: z.object({ en: z.number().int(), ar: z.number().int() }),
  updated_at: z.string(),
  version: versionSchema,
});
export type StaffPublication = z.infer<typeof staffPublicationSchema>;

/** GET /api/staff/publications (and /admin/publications): text, status, page. */
export const staffPublicationsQuerySchema = z.object({
  q: z.string().max(PUBLICATION_SEARCH_MAX, 'rules.invalid').optional(),
  status: z.enum(['published', 'draft']).optional(),
  ...consolePageQuery(PUBLICATIONS_CONSOLE_PAGE_SIZES, PUBLICATIONS_CONSOLE_PAGE_SIZE),
});
export type StaffPublicationsQuery = z.infer<typeof staffPublicationsQuerySchema>;
