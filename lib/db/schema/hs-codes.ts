import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { requiredText as t, serialId, timestamps, version } from './columns';

// The Harmonized System, 2022 edition (issue 37): its sections, chapters, headings and
// subheadings, loaded on seeding from data/hs-nomenclature/ (PDDL). The English names are the
// nomenclature's; the Arabic names of sections, chapters and headings are the portal's own
// translation (unofficial), which staff edit in the console. A subheading without an Arabic name
// shows its heading's.

/** One of the 21 sections (I to XXI). */
export const hsSections = pgTable('hs_sections', {
  id: text('id').primaryKey(),
  position: smallint('position').notNull(),
  name_en: t('name_en'),
  name_ar: t('name_ar'),
  version: version(),
  ...timestamps,
});

/**
 * A chapter (2 digits), heading (4) or subheading (6). `terms` are the normalised words the finder
 * matches (names in both languages, the heading's Arabic name for a subheading, and each word's
 * other forms), written whenever a name changes; `subject_terms` those of its names' first clauses
 * and `minor_terms` those only inside an exclusion (issue 45, lib/search/finder-term-tiers.ts);
 * `head_terms` those of its names' head nouns (issue 55, lib/search/finder-name-heads.ts).
 * `export_value` is what Jordan exported of it in the trade flows imported (thousands of US
 * dollars a year, the last three years' mean; 0 for a chapter), the finder's tie-break.
 */
export const hsCodes = pgTable(
  'hs_codes',
  {
    code: text('code').primaryKey(),
    level: smallint('level').notNull(),
    section_id: text('section_id')
      .notNull()
      .references(() => hsSections.id),
    parent: text('parent'),
    name_en: t('name_en'),
    name_ar: t('name_ar'),
    terms: text('terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subject_terms: text('subject_terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    minor_terms: text('minor_terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    head_terms: text('head_terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    export_value: doublePrecision('export_value').notNull().default(0),
    version: version(),
    ...timestamps,
  },
  (table) => [
    index('hs_codes_parent_idx').on(table.parent),
    index('hs_codes_terms_idx').using('gin', table.terms),
  ],
);

/**
 * Who keeps a synonym: staff in the console, the portal from a member's approved offering, or an
 * import of an official tariff's vocabulary (issue 55: `offering_type` names its source).
 */
export const HS_SYNONYM_KINDS = ['staff', 'offering', 'vocabulary'] as const;
export type HsSynonymKind = (typeof HS_SYNONYM_KINDS)[number];

/**
 * A word or phrase that names a code, in either language or both: a staff one ("jameed" → 0406),
 * or the names of a member's approved product or service that carries an HS code (`offering`,
 * written whenever the offering or its company is approved, changed or removed; staff do not
 * edit those, and `offering_type`/`offering_id` name the record they come from).
 */
export const hsSynonyms = pgTable(
  'hs_synonyms',
  {
    id: serialId(),
    code: text('code')
      .notNull()
      .references(() => hsCodes.code),
    phrase_en: t('phrase_en'),
    phrase_ar: t('phrase_ar'),
    terms: text('terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    kind: text('kind').$type<HsSynonymKind>().notNull().default('staff'),
    /** An offering's table (`products`, `services`) and id; null for a staff synonym. */
    offering_type: text('offering_type'),
    offering_id: integer('offering_id'),
    version: version(),
    ...timestamps,
  },
  (table) => [
    index('hs_synonyms_code_idx').on(table.code),
    index('hs_synonyms_terms_idx').using('gin', table.terms),
    uniqueIndex('hs_synonyms_offering_unique').on(table.offering_type, table.offering_id),
  ],
);

/**
 * A word a query may hold and an English word it reads as (issue 55,
 * lib/hs/vocabulary/import-translations.ts): an Arabic word and its English from a bilingual
 * dictionary, so the English names and vocabulary answer words the Arabic names lack; an everyday
 * English noun and a word of its meaning from a lexical database ("zipper": "fastener"), for an
 * English word no term begins. `terms` are `word`'s finder forms (an article off, stem, singular).
 */
export const hsTranslations = pgTable(
  'hs_translations',
  {
    source: text('source').notNull(),
    english: text('english').notNull(),
    word: text('word').notNull(),
    terms: text('terms').array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.source, table.english, table.word] }),
    index('hs_translations_terms_idx').using('gin', table.terms),
  ],
);

/**
 * Every term of the finder's names and synonyms once: what a word being typed or mistyped finds.
 * `loan_key` is an English term's sound key (lib/search/loanword-key.ts), which an Arabic word
 * written from English finds it by; '' when it has none, null until computed.
 */
export const hsTerms = pgTable(
  'hs_terms',
  { term: text('term').primaryKey(), loan_key: text('loan_key') },
  (table) => [
    index('hs_terms_trgm_idx').using('gin', table.term.op('gin_trgm_ops')),
    index('hs_terms_loan_key_idx').on(table.loan_key),
  ],
);

/** The older editions the correlation tables reach (issue 45), newest first. */
export const HS_OLDER_EDITIONS = [2017, 2012] as const;
export type HsOlderEdition = (typeof HS_OLDER_EDITIONS)[number];

/**
 * A row of the UN Statistics Division's correlation tables (issue 45, data/hs-correlation/):
 * `old_code` of HS `old_edition` became (at least in part) the 2022 subheading `code`; an older
 * code's 2022 successors are the codes of all its rows. `relationship` is the source's `1:1`,
 * `n:1`, `1:n` or `n:n`. Loaded on seeding; not edited.
 */
export const hsCorrelations = pgTable(
  'hs_correlations',
  {
    old_edition: smallint('old_edition').$type<HsOlderEdition>().notNull(),
    old_code: text('old_code').notNull(),
    code: text('code').notNull(),
    relationship: text('relationship').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.old_edition, table.old_code, table.code] }),
    index('hs_correlations_old_code_idx').on(table.old_code),
  ],
);
