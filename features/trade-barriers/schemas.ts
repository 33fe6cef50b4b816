import { z } from 'zod';

import { tradeBarriers, tradeBarrierUpdates } from '@/lib/db/schema/trade-barriers';
import { inputSchema, rowSchema } from '@/lib/db/table-schemas';
import { bilingualKeys, bilingualText } from '@/lib/validation/bilingual';
import {
  absentWhenEmpty,
  consolePageQuery,
  pageAnswerSchema,
  pageQuery,
} from '@/lib/validation/page-query';
import { chosenId, queryId, requiredText } from '@/lib/validation/rules';
import { versionField } from '@/lib/validation/version';

import {
  BARRIER_HS_CODES_MAX,
  BARRIER_PUBLICATIONS,
  BARRIER_STATUSES,
  BARRIER_SUMMARY_MAX,
  BARRIER_TITLE_MAX,
  BARRIER_UPDATE_MAX,
  REGISTER_CONSOLE_PAGE_SIZE,
  REGISTER_CONSOLE_PAGE_SIZES,
  REGISTER_PAGE_SIZE,
  REGISTER_PAGE_SIZE_MAX,
  REGISTER_SEARCH_MAX,
} from './constants';
import { hsCodesOfText, isBarrierHsCode } from './hs-code-list';

// Issue 39 part 3 "A public register of trade barriers": the public answers (never who reported,
// prepared or approved an entry), the public list's filters, and the console's changes; the rows
// and the inputs are derived from the tables (lib/db/table-schemas.ts).

export const barrierStatusSchema = z.enum(BARRIER_STATUSES, { error: 'rules.invalid' });
export const barrierPublicationSchema = z.enum(BARRIER_PUBLICATIONS, { error: 'rules.invalid' });

/** An entry as stored (lib/db/schema/trade-barriers.ts): `hs_codes` of 2 to 6 digits. */
const barrierRow = rowSchema(tradeBarriers);
const updateRow = rowSchema(tradeBarrierUpdates);

/** An update of an entry as staff read it: its day, its text in both languages, its version. */
export const staffBarrierUpdateSchema = updateRow.omit({
  barrier_id: true,
  created_at: true,
  updated_at: true,
});
export type StaffBarrierUpdate = z.infer<typeof staffBarrierUpdateSchema>;

/** A public update of an entry: the same, without its version. */
export const barrierUpdateSchema = staffBarrierUpdateSchema.omit({ version: true });
export type BarrierUpdate = z.infer<typeof barrierUpdateSchema>;

/** The names of what an entry refers to ('' for a lookup that is gone). */
const barrierNames = {
  /** The country's name, or the bloc's. */
  ...bilingualText('country'),
  /** The bloc's member countries: the entry shows under each one's filter ([] for a country's). */
  bloc_countries: z.array(
    z.object({ id: z.number().int(), name_eng: z.string(), name_ara: z.string() }),
  ),
  ...bilingualText('industry', 'barrier_type'),
};

/**
 * An entry as the public reads it: its texts, where (`country_id` null and `bloc_id` the bloc for
 * a bloc's, issue 45) and what it concerns (`industry_id` null: no one sector), its status and the
 * day it was reached. An allowlist: a new column stays the console's until it is named here, so
 * who reported, prepared or approved an entry never reaches a public answer.
 */
export const barrierSchema = barrierRow
  .pick({
    id: true,
    ...bilingualKeys('title', 'summary'),
    country_id: true,
    bloc_id: true,
    industry_id: true,
    hs_codes: true,
    barrier_type_id: true,
    status: true,
    status_date: true,
    published_at: true,
    updated_at: true,
  })
  .extend(barrierNames);
export type PublicBarrier = z.infer<typeof barrierSchema>;
export type BlocCountry = PublicBarrier['bloc_countries'][number];

/** GET /api/trade-barriers/{id}: the entry and its public updates, the newest first. */
export const barrierDetailSchema = barrierSchema.extend({ updates: z.array(barrierUpdateSchema) });
export type BarrierDetail = z.infer<typeof barrierDetailSchema>;
export const barrierPageSchema = pageAnswerSchema(barrierSchema);

const filterId = (name: string) =>
  absentWhenEmpty(queryId().describe(`Only entries of this ${name} id`));

/** GET /api/trade-barriers: the public list's filters (a bad value is a 422, never everything). */
export const registerQuerySchema = z.object({
  q: z
    .string()
    .max(REGISTER_SEARCH_MAX, 'rules.invalid')
    .optional()
    .describe('Text in either language, any case (title, summary, country, HS code)'),
  country: filterId('country'),
  sector: filterId('sector (industry)'),
  status: absentWhenEmpty(barrierStatusSchema.describe('open, resolved_in_part or resolved')),
  ...pageQuery({
    maxPage: 100_000,
    maxSize: REGISTER_PAGE_SIZE_MAX,
    defaultSize: REGISTER_PAGE_SIZE,
  }),
});
export type RegisterQuery = z.infer<typeof registerQuerySchema>;

// ----- staff changes (the console's forms and /api/staff/trade-barriers) -----

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const day = z
  .string({ error: 'rules.required' })
  .min(1, 'rules.required')
  .refine(isDay, 'rules.invalid');
const id = chosenId();
const required = (max: number) => requiredText().max(max, 'rules.invalid');

const HS_CODES_MESSAGE = 'TradeBarrierRegisterAdmin.rules.hsCodes';

/** Issue 45: an entry is filed under one country or one bloc, never both or neither. */
const oneCountryOrBloc = (
  entry: { country_id: number | null; bloc_id?: number | null },
  context: z.RefinementCtx,
) => {
  if ((entry.country_id === null) === ((entry.bloc_id ?? null) === null)) {
    context.addIssue({
      code: 'custom',
      path: ['country_id'],
      message:
        entry.country_id === null
          ? 'rules.required'
          : 'TradeBarrierRegisterAdmin.rules.countryOrBloc',
    });
  }
};

const barrierInput = inputSchema(tradeBarriers, {
  title_eng: required(BARRIER_TITLE_MAX),
  title_ara: required(BARRIER_TITLE_MAX),
  summary_eng: required(BARRIER_SUMMARY_MAX),
  summary_ara: required(BARRIER_SUMMARY_MAX),
  /** The country, or null for a bloc's measure (issue 45: then `bloc_id`). */
  country_id: id.nullable(),
  /** Issue 45: the bloc (the EU) a measure of all its members is filed under; null for a country's. */
  bloc_id: id.nullable().optional(),
  /** null: no one sector. */
  industry_id: id.nullable(),
  barrier_type_id: id.nullable(),
  status: barrierStatusSchema,
  status_date: day,
  /** The barrier report (an enquiry of type 5) the entry comes from; staff only. */
  source_enquiry_id: id.nullable().optional(),
  hs_codes: z
    .array(z.string().trim().refine(isBarrierHsCode, HS_CODES_MESSAGE))
    .max(BARRIER_HS_CODES_MAX, HS_CODES_MESSAGE),
  version: versionField.optional(),
});

/** POST /api/staff/trade-barriers and PUT /api/staff/trade-barriers/{id}. */
export const barrierInputSchema = barrierInput.superRefine(oneCountryOrBloc);
export type BarrierInput = z.infer<typeof barrierInputSchema>;

/** The console's form: the same fields, its HS codes typed as one text ("0702, 0709.60"). */
export const barrierFormSchema = barrierInput
  .omit({ version: true })
  .extend({
    hs_codes: z
      .string()
      .max(400, HS_CODES_MESSAGE)
      .refine((text) => hsCodesOfText(text) !== null, HS_CODES_MESSAGE),
  })
  .superRefine(oneCountryOrBloc);
export type BarrierFormValues = z.infer<typeof barrierFormSchema>;

/** POST and PUT of an entry's public update. */
export const barrierUpdateInputSchema = inputSchema(tradeBarrierUpdates, {
  date: day,
  text_eng: required(BARRIER_UPDATE_MAX),
  text_ara: required(BARRIER_UPDATE_MAX),
  version: versionField.optional(),
});
export type BarrierUpdateInput = z.infer<typeof barrierUpdateInputSchema>;

const staffPerson = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** An entry as staff read it: every column, the names, who prepared and approved it. */
export const staffBarrierSchema = barrierRow.extend({
  ...barrierNames,
  prepared_by: staffPerson,
  approved_by: staffPerson,
});
export type StaffBarrier = z.infer<typeof staffBarrierSchema>;

/** GET /api/staff/trade-barriers/{id}: the entry with its updates. */
export const staffBarrierDetailSchema = staffBarrierSchema.extend({
  updates: z.array(staffBarrierUpdateSchema),
});
export type StaffBarrierDetail = z.infer<typeof staffBarrierDetailSchema>;

/** GET /api/staff/trade-barriers and /admin/trade-barriers: text, publication, status, page. */
export const staffBarriersQuerySchema = z.object({
  q: z.string().max(REGISTER_SEARCH_MAX, 'rules.invalid').optional(),
  publication: absentWhenEmpty(barrierPublicationSchema),
  status: absentWhenEmpty(barrierStatusSchema),
  ...consolePageQuery(REGISTER_CONSOLE_PAGE_SIZES, REGISTER_CONSOLE_PAGE_SIZE),
});
export type StaffBarriersQuery = z.infer<typeof staffBarriersQuerySchema>;
export const staffBarrierPageSchema = pageAnswerSchema(staffBarrierSchema);

/**
 * GET /api/staff/trade-barriers/prefill/{enquiryId}: what an exporter's barrier report gives a new
 * entry (its country, sector, barrier type, description and day). Nothing of the reporter.
 */
export const barrierPrefillSchema = barrierRow
  .pick({
    source_enquiry_id: true,
    country_id: true,
    industry_id: true,
    barrier_type_id: true,
    /** The report's description, in the field of the language it was sent in. */
    ...bilingualKeys('summary'),
    status_date: true,
  })
  .extend({ source_enquiry_id: z.number().int() });
export type BarrierPrefill = z.infer<typeof barrierPrefillSchema>;
