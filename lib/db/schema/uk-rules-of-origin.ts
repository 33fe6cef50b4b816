import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';

import { tradeAgreements } from './agreements';
import { nowOnInsert, requiredText as t, serialId } from './columns';

// The UK–Jordan product-specific rules of origin (issue 46), imported from the UK Trade Tariff
// service's data (`npm run data:import-rules-uk`, data/rules-of-origin-uk-jordan): one release row
// (its source, the scheme's proofs and cumulation, the guidance texts), its rule sets and their
// rules. A new import deletes the release (its sets and rules go with it) and writes the new one in
// one transaction.

/** What a release's scheme says: its proofs of origin and cumulation partners (scheme.json). */
export type UkSchemeData = {
  title: string;
  proofs: { proof_class: string; summary: string; subtext: string }[];
  cumulation: { bilateral: string[]; extended: string[] };
  /** The same as ISO 3166-1 alpha-2 codes (the EU's members for `EU`, RS for XS), Jordan left out. */
  partners: string[];
  ord: { title: string; version: string; date: string };
  /** The portal's Arabic summary of the proofs and the cumulation (summaries-ar.json, `scheme`). */
  summary_ar: { proofs: string; cumulation: string } | null;
  links: { text: string; url: string }[];
};

/** A guidance file: its path in the folder, the text as published, the portal's Arabic summary. */
export type UkGuidanceText = { path: string; text_en: string; summary_ar: string | null };

/** A cap read from a rule's text (`**N%** of the ex-works price`) and what it applies to. */
export type UkRuleCap = { percent: number; scope: 'all' | 'named' | 'tolerance' | 'minimum' };

export const ukOriginReleases = pgTable('uk_origin_releases', {
  id: serialId(),
  /** The agreement whose rules these are (the UK–Jordan Association Agreement). */
  agreement_id: integer('agreement_id')
    .notNull()
    .references(() => tradeAgreements.id, { onDelete: 'cascade' }),
  source_name_en: t('source_name_en'),
  source_name_ar: t('source_name_ar'),
  source_url: t('source_url'),
  /** The day the rule sets last changed at the source (YYYY-MM-DD), when the folder says it. */
  source_date: text('source_date'),
  scheme: jsonb('scheme').$type<UkSchemeData>().notNull(),
  guidance: jsonb('guidance').$type<UkGuidanceText[]>().notNull().default([]),
  imported_at: nowOnInsert('imported_at'),
});

export const ukRuleSets = pgTable(
  'uk_rule_sets',
  {
    id: serialId(),
    release_id: integer('release_id')
      .notNull()
      .references(() => ukOriginReleases.id, { onDelete: 'cascade' }),
    /** Its place in the file (1 first): the order the sets of one range are offered in. */
    position: integer('position').notNull(),
    /** The list's column 1 as published: "1507 to 1515", "ex Chapter 4", "ex 2805". */
    heading: text('heading').notNull(),
    chapter: integer('chapter').notNull(),
    /** The description the exporter chooses by when a range has several sets. */
    subdivision: text('subdivision').notNull(),
    /** The 10-digit commodity codes the set covers, both included. */
    min_code: text('min_code').notNull(),
    max_code: text('max_code').notNull(),
  },
  (table) => [
    index('uk_rule_sets_range_idx').on(table.min_code, table.max_code),
    check(
      'uk_rule_sets_codes',
      sql`${table.min_code} ~ '^[0-9]{10}$' and ${table.max_code} ~ '^[0-9]{10}$' and ${table.min_code} <= ${table.max_code}`,
    ),
  ],
);

export const ukRules = pgTable(
  'uk_rules',
  {
    id: serialId(),
    rule_set_id: integer('rule_set_id')
      .notNull()
      .references(() => ukRuleSets.id, { onDelete: 'cascade' }),
    /** Its place in the set (1 first). */
    position: integer('position').notNull(),
    /** Null for the first rule; "or" before each alternative. */
    operator: text('operator'),
    /** The rule as published: Markdown in English, links relative to the UK Trade Tariff site. */
    rule_text: text('rule_text').notNull(),
    classes: jsonb('classes').$type<string[]>().notNull(),
    /** The cap on all non-originating materials read from the text (MAXNOM), when there is one. */
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }),
    /** Every percent the text states, with what it applies to. */
    caps: jsonb('caps').$type<UkRuleCap[]>().notNull().default([]),
  },
  (table) => [index('uk_rules_set_idx').on(table.rule_set_id, table.position)],
);
