import { z } from 'zod';

import { ALPHA2_CODES } from '@/lib/geo/country-codes';
import { absentWhenEmpty } from '@/lib/validation/page-query';

// The public screening (issue 47 part 3): GET /api/screening and the page /screening read the same
// query, validated by these rules (docs/decisions/screening.md, "The public screening").

export const SCREENING_NAME_MIN = 2;
export const SCREENING_NAME_MAX = 200;
/** The lowest minimum score a visitor may ask for; the default is lib/names' DEFAULT_MIN_SCORE. */
export const SCREENING_MIN_SCORE_FLOOR = 50;
export const SCREENING_BIRTH_YEAR_MIN = 1900;
export const SCREENING_BIRTH_YEAR_MAX = 2100;
/** The most matches an answer lists (the best first). */
export const SCREENING_MATCH_LIMIT = 20;

export const SCREENING_SOURCES = ['un', 'ofac'] as const;
export type ScreeningSource = (typeof SCREENING_SOURCES)[number];

export const SCREENING_KINDS = ['individual', 'entity', 'vessel', 'aircraft'] as const;

export const SCREENING_REASONS = [
  'exact',
  'spelling-variant',
  'spacing',
  'initials',
  'token-reorder',
  'transliteration',
  'partial',
  'common-name',
] as const;

/** A person or a company (issue 56): counts in the score; read from company words when absent. */
export const SCREENING_SUBJECT_KINDS = ['person', 'entity'] as const;

/** Strong: at the minimum score or above; possible: the band under it (issue 56). */
export const SCREENING_BANDS = ['strong', 'possible'] as const;

/** A reason's message key in the Screening namespace: `spelling-variant` → `reasons.spellingVariant`. */
export const reasonMessageKey = (reason: string) =>
  `reasons.${reason.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}`;

// Controls (tab and new line too: a name is one line), format characters (bidi overrides such as
// U+202E, zero-width spaces, the BOM, the soft hyphen) and private-use characters: invisible or
// misleading in a name. ZWNJ and ZWJ are kept: Persian and Urdu names write them.
const HIDDEN_CHARACTER = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Co}]/u;

/** A name as people type it: trimmed, NFC, one line of visible text. */
const screeningName = z
  .string({ error: 'rules.required' })
  .trim()
  .overwrite((value) => value.normalize('NFC'))
  .min(1, { error: 'rules.required', abort: true })
  .min(SCREENING_NAME_MIN, 'Screening.errors.nameShort')
  .max(SCREENING_NAME_MAX, 'Screening.errors.nameLong')
  .refine((value) => value.isWellFormed(), 'rules.malformedText')
  .refine((value) => !HIDDEN_CHARACTER.test(value), 'Screening.errors.nameCharacters');

const COUNTRY_CODES: ReadonlySet<string> = new Set(ALPHA2_CODES);

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: 'rules.invalid' })
    .int('rules.invalid')
    .min(min, 'rules.invalid')
    .max(max, 'rules.invalid');

/** The query's fields; `lang` is the API's only (a page has its language in its path). */
export const screeningFields = {
  name: screeningName.describe(
    `The name to screen, in Arabic or Latin letters (${SCREENING_NAME_MIN}-${SCREENING_NAME_MAX} characters once trimmed)`,
  ),
  country: absentWhenEmpty(
    z
      .string({ error: 'rules.invalid' })
      .trim()
      .toUpperCase()
      .refine((code) => COUNTRY_CODES.has(code), 'Screening.errors.country'),
  ).describe(
    'ISO 3166-1 alpha-2: keeps records of that country and records whose country is not known',
  ),
  min_score: absentWhenEmpty(wholeNumber(SCREENING_MIN_SCORE_FLOOR, 100)).describe(
    'The lowest score a match may have, 50-100 (85 when absent)',
  ),
  birth_year: absentWhenEmpty(
    wholeNumber(SCREENING_BIRTH_YEAR_MIN, SCREENING_BIRTH_YEAR_MAX),
  ).describe('Keeps individuals born within a year of it and those whose birth year is not known'),
  kind: absentWhenEmpty(z.enum(SCREENING_SUBJECT_KINDS, { error: 'rules.invalid' })).describe(
    'A person (matched with individuals) or an entity (a company: matched with entities, vessels ' +
      'and aircraft); a name with a company word (Trading, Co., LLC, «شركة»…) is taken as an ' +
      'entity when absent. A person and an entity match only on more than one word, 10 points less',
  ),
};

export const screeningQuerySchema = z.object({
  ...screeningFields,
  lang: z
    .enum(['en', 'ar'], { error: 'rules.invalid' })
    .optional()
    .describe('The language of `notice` and the texts (else Accept-Language)'),
});
export type ScreeningRequest = z.output<typeof screeningQuerySchema>;

export const screeningListSchema = z.object({
  source: z.enum(SCREENING_SOURCES),
  /** The list's name in the request's language. */
  name: z.string(),
  version: z.number().int(),
  /** The list's own date (its publisher's), YYYY-MM-DD. */
  list_date: z.string(),
  /** Where the list is published. */
  address: z.string(),
  imported_at: z.string(),
});

export const screeningMatchSchema = z.object({
  /** The list's source, as in `lists`. */
  list: z.enum(SCREENING_SOURCES),
  list_date: z.string(),
  /** The record's reference on its list (UN REFERENCE_NUMBER such as IQi.001, OFAC ent_num). */
  reference: z.string(),
  kind: z.enum(SCREENING_KINDS),
  /** The record's main name in Latin letters. */
  name: z.string(),
  original_script_name: z.string().nullable(),
  /** The alias (or original-script name) that scored best. */
  matched_alias: z.string(),
  score: z.number().int(),
  reason: z.enum(SCREENING_REASONS),
  /** Why, in words, in the request's language. */
  reason_text: z.string(),
  /** strong (at `min_score` or above) or possible (from `possible_min_score` to under it). */
  band: z.enum(SCREENING_BANDS),
  countries: z.array(z.string()),
  birth_dates: z.array(z.string()),
  programs: z.array(z.string()),
  listed_on: z.string().nullable(),
});

export const screeningAnswerSchema = z.object({
  lists: z.array(screeningListSchema),
  min_score: z.number().int(),
  /** The strong matches: at `min_score` or above, best first (at most 20). */
  matches: z.array(screeningMatchSchema),
  /** The possible band's floor: records from it to under `min_score` are possible matches. */
  possible_min_score: z.number().int(),
  /** The possible matches, best first (at most 20): leads to look at, weaker than `matches`. */
  possible_matches: z.array(screeningMatchSchema),
  /** What each band means, in the request's language. */
  bands: z.object({ strong: z.string(), possible: z.string() }),
  /** A match is a lead to check, not a finding: in the request's language. */
  notice: z.string(),
});
export type ScreeningAnswer = z.infer<typeof screeningAnswerSchema>;
export type ScreeningMatchAnswer = z.infer<typeof screeningMatchSchema>;
