import { z } from 'zod';

import { hsCodes, hsSections, hsSynonyms } from '@/lib/db/schema/hs-codes';
import { inputSchema, rowSchema } from '@/lib/db/table-schemas';
import { hsDigitsOf } from '@/lib/hs/hs-code';
import { absentWhenEmpty, pageQuery } from '@/lib/validation/page-query';
import { versionField } from '@/lib/validation/version';

import {
  HS_CONSOLE_MAX_PAGE,
  HS_CONSOLE_PAGE_SIZE,
  HS_CONSOLE_PAGE_SIZES,
  HS_NAME_AR_MAX,
  HS_QUERY_MAX,
  HS_SYNONYM_PHRASE_MAX,
} from './constants';

// The console's side of the HS nomenclature (issue 37, items 1 and 2): the Arabic names staff keep
// and the synonyms list, shared by /api/staff/hs-…, the console's pages and its forms; the rows
// and inputs are derived from the tables (lib/db/schema/hs-codes.ts, lib/db/table-schemas.ts).

/** A section's id: a roman numeral, I to XXI. */
export const HS_SECTION_ID = /^[IVX]{1,5}$/;
/** A code as the nomenclature keeps it: a chapter (2 digits), heading (4) or subheading (6). */
export const HS_CODE = /^\d{2}(?:\d{2}){0,2}$/;

/** The nomenclature's code a text names in any spelling ("15.09", "١٥٠٩"), 2, 4 or 6 digits; else null. */
export function nomenclatureCodeOf(text: string): string | null {
  const digits = hsDigitsOf(text);
  return digits && HS_CODE.test(digits) ? digits : null;
}

export const HS_LEVEL_NAMES = { chapter: 2, heading: 4, subheading: 6 } as const;
export type HsLevelName = keyof typeof HS_LEVEL_NAMES;

/** What the finder keeps of a code for itself (its terms, its tie-break), never the console's. */
const FINDER_COLUMNS = {
  terms: true,
  subject_terms: true,
  minor_terms: true,
  head_terms: true,
  export_value: true,
} as const;

/**
 * A chapter, heading or subheading as the console lists it: `name_ar` its own Arabic name ('' for
 * a subheading that has none), `heading_name_ar` a subheading's heading's Arabic name, which it
 * shows while it has none of its own (else null).
 */
export const staffHsCodeSchema = rowSchema(hsCodes)
  .omit({ ...FINDER_COLUMNS, created_at: true, updated_at: true })
  .extend({ heading_name_ar: z.string().nullable() });
export type StaffHsCode = z.infer<typeof staffHsCodeSchema>;

export const staffHsSectionSchema = rowSchema(hsSections).omit({
  created_at: true,
  updated_at: true,
});
export type StaffHsSection = z.infer<typeof staffHsSectionSchema>;

/**
 * A staff synonym with its code's names, so a list says what it points to (its search terms and
 * the offering an `offering` synonym comes from are the finder's, never the console's).
 */
export const staffHsSynonymSchema = rowSchema(hsSynonyms)
  .omit({
    terms: true,
    kind: true,
    offering_type: true,
    offering_id: true,
    created_at: true,
    updated_at: true,
  })
  .extend({ code_name_en: z.string(), code_name_ar: z.string() });
export type StaffHsSynonym = z.infer<typeof staffHsSynonymSchema>;

const listQuery = {
  q: absentWhenEmpty(z.string().trim().max(HS_QUERY_MAX, 'rules.invalid')).describe(
    'A code in any spelling (its codes and those under it), or words of its names or phrases',
  ),
  ...pageQuery({
    maxPage: HS_CONSOLE_MAX_PAGE,
    sizes: HS_CONSOLE_PAGE_SIZES,
    defaultSize: HS_CONSOLE_PAGE_SIZE,
  }),
};

/** GET /api/staff/hs-codes (and /admin/hs-codes): text or code, level, page. */
export const staffHsCodesQuerySchema = z.object({
  ...listQuery,
  level: absentWhenEmpty(z.enum(['chapter', 'heading', 'subheading'], { error: 'rules.invalid' })),
});
export type StaffHsCodesQuery = z.infer<typeof staffHsCodesQuerySchema>;

/** GET /api/staff/hs-synonyms (and /admin/hs-codes/synonyms): text or code, page. */
export const staffHsSynonymsQuerySchema = z.object(listQuery);
export type StaffHsSynonymsQuery = z.infer<typeof staffHsSynonymsQuerySchema>;

// ----- changes -----

const arabicName = z
  .string({ error: 'rules.required' })
  .trim()
  .max(HS_NAME_AR_MAX, 'rules.invalid');

/**
 * PUT /api/staff/hs-codes/{code}: the Arabic name only (the English is the nomenclature's). A
 * chapter and a heading need one; a subheading's may be empty, and it then shows its heading's.
 */
export const hsCodeNameInputSchema = inputSchema(hsCodes, {
  name_ar: arabicName,
  version: versionField.optional(),
});
export type HsCodeNameInput = z.infer<typeof hsCodeNameInputSchema>;

/** PUT /api/staff/hs-sections/{id}: the section's Arabic name, never empty. */
export const hsSectionNameInputSchema = inputSchema(hsSections, {
  name_ar: arabicName.min(1, 'rules.required'),
  version: versionField.optional(),
});

/** The console's name form: required unless the record is a subheading. */
export const arabicNameFormSchema = (required: boolean) =>
  z.object({ name_ar: required ? arabicName.min(1, 'rules.required') : arabicName });
export type ArabicNameForm = { name_ar: string };

const phrase = z
  .string({ error: 'rules.invalid' })
  .trim()
  .max(HS_SYNONYM_PHRASE_MAX, 'rules.invalid');
const synonymCode = z
  .string({ error: 'rules.required' })
  .trim()
  .min(1, 'rules.required')
  .max(20, 'HsCodesAdmin.errors.codeShape')
  .refine((value) => nomenclatureCodeOf(value) !== null, 'HsCodesAdmin.errors.codeShape');
const hasPhrase = (value: { phrase_en: string; phrase_ar: string }) =>
  value.phrase_en !== '' || value.phrase_ar !== '';
const phraseRequired = { path: ['phrase_en'], message: 'HsCodesAdmin.errors.phraseRequired' };

/**
 * POST /api/staff/hs-synonyms and PUT /api/staff/hs-synonyms/{id}: the code it names (in any
 * spelling; it must be in the nomenclature) and its phrase in English, Arabic or both (an absent
 * phrase is empty).
 */
export const hsSynonymInputSchema = inputSchema(hsSynonyms, {
  code: synonymCode,
  phrase_en: phrase.default(''),
  phrase_ar: phrase.default(''),
  version: versionField.optional(),
}).refine(hasPhrase, phraseRequired);
export type HsSynonymInput = z.output<typeof hsSynonymInputSchema>;

/** The console's synonym form: the same rules over what was typed (both phrases, empty or not). */
export const hsSynonymFormSchema = inputSchema(hsSynonyms, {
  code: synonymCode,
  phrase_en: phrase,
  phrase_ar: phrase,
}).refine(hasPhrase, phraseRequired);
export type HsSynonymForm = z.infer<typeof hsSynonymFormSchema>;
