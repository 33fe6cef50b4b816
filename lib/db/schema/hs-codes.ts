import { sql } from 'drizzle-orm';
import { index, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';

import { requiredText as t, timestamps, version } from './columns';

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
 * other forms), written whenever a name changes.
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
    version: version(),
    ...timestamps,
  },
  (table) => [
    index('hs_codes_parent_idx').on(table.parent),
    index('hs_codes_terms_idx').using('gin', table.terms),
  ],
);

/** A staff-kept word or phrase that names a code ("jameed" → 0406), in either language or both. */
export const hsSynonyms = pgTable(
  'hs_synonyms',
  {
    id: serial('id').primaryKey(),
    code: text('code')
      .notNull()
      .references(() => hsCodes.code),
    phrase_en: t('phrase_en'),
    phrase_ar: t('phrase_ar'),
    terms: text('terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    version: version(),
    ...timestamps,
  },
  (table) => [
    index('hs_synonyms_code_idx').on(table.code),
    index('hs_synonyms_terms_idx').using('gin', table.terms),
  ],
);

/** Every term of the finder's names and synonyms once: what a word being typed or mistyped finds. */
export const hsTerms = pgTable('hs_terms', { term: text('term').primaryKey() }, (table) => [
  index('hs_terms_trgm_idx').using('gin', table.term.op('gin_trgm_ops')),
]);
