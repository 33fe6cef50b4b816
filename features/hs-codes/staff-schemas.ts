import { z } from 'zod';

import { hsDigitsOf } from '@/lib/hs/hs-code';
import { absentWhenEmpty, pageQuery } from '@/lib/validation/page-query';
import { versionField, versionSchema } from '@/lib/validation/version';

import {
  HS_CONSOLE_MAX_PAGE,
  HS_CONSOLE_PAGE_SIZE,
  HS_CONSOLE_PAGE_SIZES,
  HS_NAME_AR_MAX,
  HS_QUERY_MAX,
  HS_SYNONYM_PHRASE_MAX,
} from './constants';

// The console's side of the HS nomenclature (issue 37, items 1 and 2): the Arabic names staff keep
// and the synonyms list, shared by /api/staff/hs-…, the console's pages and its forms.

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

/** A chapter, heading or subheading as the console lists it. */
export const staffHsCodeSchema = z.object({
  code: z.string(),
  level: z.number().int(),
  section_id: z.string(),
  parent: z.string().nullable(),
  name_en: z.string(),
  /** Its own Arabic name ('' for a subheading that has none). */
  name_ar: z.string(),
  /** A subheading's heading's Arabic name, which it shows while it has none of its own; else null. */
  heading_name_ar: z.string().nullable(),
  version: versionSchema,
});
export type StaffHsCode = z.infer<typeof staffHsCodeSchema>;

export const staffHsSectionSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  name_en: z.string(),
  name_ar: z.string(),
  version: versionSchema,
});
export type StaffHsSection = z.infer<typeof staffHsSectionSchema>;

/** A synonym with its code's names, so a list says what it points to. */
export const staffHsSynonymSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  phrase_en: z.string(),
  phrase_ar: z.string(),
  code_name_en: z.string(),
  code_name_ar: z.string(),
  version: versionSchema,
});
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
export const hsCodeNameInputSchema = z.object({
  name_ar: arabicName,
  version: versionField.optional(),
});
export type HsCodeNameInput = z.infer<typeof hsCodeNameInputSchema>;

/** PUT /api/staff/hs-sections/{id}: the section's Arabic name, never empty. */
export const hsSectionNameInputSchema = z.object({
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
export const hsSynonymInputSchema = z
  .object({
    code: synonymCode,
    phrase_en: phrase.default(''),
    phrase_ar: phrase.default(''),
    version: versionField.optional(),
  })
  .refine(hasPhrase, phraseRequired);
export type HsSynonymInput = z.output<typeof hsSynonymInputSchema>;

/** The console's synonym form: the same rules over what was typed (both phrases, empty or not). */
export const hsSynonymFormSchema = z
  .object({ code: synonymCode, phrase_en: phrase, phrase_ar: phrase })
  .refine(hasPhrase, phraseRequired);
export type HsSynonymForm = z.infer<typeof hsSynonymFormSchema>;
