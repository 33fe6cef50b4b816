import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { users } from './accounts';
import { tradeAgreements } from './agreements';
import {
  belongsTo,
  nowOnInsert,
  requiredText as t,
  serialId,
  timestamps,
  version,
} from './columns';
import { hsCodes } from './hs-codes';

// Market access for a product and a partner (issue 37): what an agreement of Jordan's asks of a
// product to be originating (its general rule of origin) and, heading by heading, the preferential
// duty and the specific rule staff entered, each with its source and date. An empty figure is one
// nobody has entered: the page says "not available, ask the agency", never a guess.

/**
 * source_* columns: where a figure comes from, in both languages, and the day it states; and
 * (issue 57) the day someone last checked the figure against its source and the day by which it
 * must be checked again (null: never dated; the console lists it with the overdue ones).
 */
const source = {
  source_name_en: t('source_name_en'),
  source_name_ar: t('source_name_ar'),
  source_url: t('source_url'),
  source_date: date('source_date', { mode: 'string' }),
  checked_on: date('checked_on', { mode: 'string' }),
  review_by: date('review_by', { mode: 'string' }),
};

/**
 * One agreement's general rule of origin. `value_kind` (value_added, regional_value_content,
 * max_non_originating) with `value_percent`; `tariff_shift` (none, substantial_transformation,
 * chapter, heading, subheading); `proofs` a set of eur1, eur_med, certificate_of_origin,
 * statement_on_origin, importer_claim. Null: not entered.
 */
export const agreementOriginRules = pgTable('agreement_origin_rules', {
  agreement_id: integer('agreement_id')
    .primaryKey()
    .references(() => tradeAgreements.id, { onDelete: 'cascade' }),
  value_kind: text('value_kind').$type<
    'value_added' | 'regional_value_content' | 'max_non_originating'
  >(),
  value_percent: numeric('value_percent', { precision: 5, scale: 2, mode: 'number' }),
  tariff_shift: text('tariff_shift').$type<
    'none' | 'substantial_transformation' | 'chapter' | 'heading' | 'subheading'
  >(),
  cumulation_en: t('cumulation_en'),
  cumulation_ar: t('cumulation_ar'),
  /** The partners (ISO 3166-1 alpha-2) whose materials count as originating, where it applies. */
  cumulation_partners: jsonb('cumulation_partners').$type<string[]>().notNull().default([]),
  proofs: text('proofs')
    .array()
    .$type<
      ('eur1' | 'eur_med' | 'certificate_of_origin' | 'statement_on_origin' | 'importer_claim')[]
    >(),
  notes_en: t('notes_en'),
  notes_ar: t('notes_ar'),
  ...source,
  version: version(),
  ...timestamps,
});

/**
 * An agreement's terms for one HS heading (4 digits) or subheading (6): the preferential duty as
 * written ("0 %", "duty-free") and the heading's specific rule of origin, either may be empty.
 * `sample` marks an illustrative figure, never shown as a fact.
 */
export const agreementHeadings = pgTable(
  'agreement_headings',
  {
    id: serialId(),
    agreement_id: belongsTo('agreement_id', () => tradeAgreements.id),
    hs_code: text('hs_code')
      .notNull()
      .references(() => hsCodes.code),
    preferential_duty_en: t('preferential_duty_en'),
    preferential_duty_ar: t('preferential_duty_ar'),
    specific_rule_en: t('specific_rule_en'),
    specific_rule_ar: t('specific_rule_ar'),
    sample: boolean('sample').notNull().default(false),
    ...source,
    version: version(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('agreement_headings_agreement_code_idx').on(table.agreement_id, table.hs_code),
    index('agreement_headings_code_idx').on(table.hs_code),
    // A heading or a subheading: a chapter is too broad for a duty or a rule.
    check('agreement_headings_code_level', sql`length(${table.hs_code}) in (4, 6)`),
  ],
);

/**
 * A member's saved rules-of-origin self-assessment (issue 37): the request as asked (code, partner,
 * agreement, answers) and the report as the portal gave it that day (outcome and reasons, message
 * keys under `OriginAssessment.reasons` with their values), never what the client sent. Nothing is
 * stored until the member saves it; it goes with the member's account or the agreement.
 */
export const originAssessments = pgTable(
  'origin_assessments',
  {
    id: serialId(),
    user_id: belongsTo('user_id', () => users.id),
    /** The code's digits (2, 4 or 6) as the market-access page names it. */
    hs_code: text('hs_code').notNull(),
    /** The partner, ISO 3166-1 alpha-2. */
    country_code: text('country_code').notNull(),
    agreement_id: belongsTo('agreement_id', () => tradeAgreements.id),
    answers: jsonb('answers')
      .$type<{
        non_originating_percent: number;
        cumulation_percent: number;
        cumulation_countries: string[];
        classification_change: 'chapter' | 'heading' | 'subheading' | 'none' | 'not_sure';
        /** Issue 46; absent in rows saved before. */
        rule_set?: number;
        rule_answers?: ('yes' | 'no' | 'not_sure')[];
        wholly_assembled?: 'yes' | 'no' | 'not_sure';
      }>()
      .notNull(),
    outcome: text('outcome')
      .$type<'likely_qualifies' | 'likely_not' | 'check_with_agency'>()
      .notNull(),
    reasons: jsonb('reasons')
      .$type<{ key: string; values: Record<string, string | number> }[]>()
      .notNull(),
    assessed_at: nowOnInsert('assessed_at'),
  },
  (table) => [index('origin_assessments_user_idx').on(table.user_id, table.assessed_at)],
);

/**
 * An agreement-wide statement of the preferential duty (issue 46), with the goods and partners it
 * covers: every good (`all`), a range of chapters, headings or subheadings (`scope_from`..`scope_to`,
 * HS digits of the kind's length, inclusive), less the chapters, headings or subheadings of
 * `except_codes`. `partners` empty: every partner of the agreement. `duty_kind` free, a rate
 * (`text_*` says it), or `depends` (the partner's own tariff, `tariff_*`, says it product by
 * product); `additional` (issue 57) is a duty the partner charges outside the agreement (the U.S.
 * Section 232 measures): never the preference, always shown beside it. A heading's own row (agreement_headings) wins over any of these
 * (features/market-access/duty-fact-scope.ts).
 */
export const agreementDutyFacts = pgTable(
  'agreement_duty_facts',
  {
    id: serialId(),
    agreement_id: belongsTo('agreement_id', () => tradeAgreements.id),
    partners: jsonb('partners').$type<string[]>().notNull().default([]),
    scope_kind: text('scope_kind')
      .$type<'all' | 'chapters' | 'headings' | 'codes'>()
      .notNull()
      .default('all'),
    scope_from: text('scope_from'),
    scope_to: text('scope_to'),
    except_codes: jsonb('except_codes').$type<string[]>().notNull().default([]),
    duty_kind: text('duty_kind').$type<'free' | 'depends' | 'rate' | 'additional'>().notNull(),
    text_en: t('text_en'),
    text_ar: t('text_ar'),
    tariff_name: t('tariff_name'),
    tariff_url: t('tariff_url'),
    since: date('since', { mode: 'string' }),
    sample: boolean('sample').notNull().default(false),
    ...source,
    version: version(),
    ...timestamps,
  },
  (table) => [
    index('agreement_duty_facts_agreement_idx').on(table.agreement_id),
    check(
      'agreement_duty_facts_scope',
      sql`(${table.scope_kind} = 'all' and ${table.scope_from} is null and ${table.scope_to} is null) or (${table.scope_kind} in ('chapters', 'headings', 'codes') and ${table.scope_from} is not null and ${table.scope_to} is not null and ${table.scope_from} <= ${table.scope_to})`,
    ),
    check(
      'agreement_duty_facts_kind',
      sql`${table.duty_kind} in ('free', 'depends', 'rate', 'additional')`,
    ),
  ],
);
