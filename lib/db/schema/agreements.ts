import { boolean, date, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

import { bilingual, requiredText as t, serialId, timestamps, version } from './columns';

// Free trade agreements (issue 27): part 2 "Free trade agreements map", §3 "FTA agreement", part 3
// §5 (trade agreements search) and §7 (fta-country-agreements, free-trade-agreements).

/** One of Jordan's trade agreements, in force or signed, with what it covers and its partners. */
export const tradeAgreements = pgTable('trade_agreements', {
  id: serialId(),
  ...bilingual('title'),
  ...bilingual('summary'),
  ...bilingual('covers'),
  signed_on: date('signed_on', { mode: 'string' }),
  in_force_on: date('in_force_on', { mode: 'string' }),
  link: t('link'),
  /** 1 shown; anything else hidden (part 3 "Client processing": status 1 only, newest first). */
  status: integer('status').notNull().default(1),
  /**
   * Issue 37 (market access): where the agreement stands in law, `in_force`, `signed`, `suspended`
   * or `terminated`, with a dated, sourced note (the Jordan–Turkey FTA: suspended in 2018).
   */
  legal_status: text('legal_status')
    .$type<'in_force' | 'signed' | 'suspended' | 'terminated'>()
    .notNull()
    .default('in_force'),
  ...bilingual('legal_status_note'),
  ...bilingual('legal_status_source'),
  legal_status_source_url: t('legal_status_source_url'),
  legal_status_source_date: date('legal_status_source_date', { mode: 'string' }),
  /** Issue 57: when the legal status was last checked, and by when it must be checked again. */
  legal_status_checked_on: date('legal_status_checked_on', { mode: 'string' }),
  legal_status_review_by: date('legal_status_review_by', { mode: 'string' }),
  version: version(),
  ...timestamps,
});

/**
 * part 2 §3 "FTA agreement": a partner country's page (/fta-country-agreement/{id}), coloured on the
 * map when `visible`; `country_code` is ISO 3166-1 alpha-2 (US, CA, SG…); `agreement_ids` the
 * trade agreements that bind Jordan and that country.
 */
export const ftaCountryAgreements = pgTable('fta_country_agreements', {
  id: serialId(),
  country_code: text('country_code').notNull(),
  visible: boolean('visible').notNull().default(true),
  ...bilingual('title'),
  ...bilingual('subtitle'),
  ...bilingual('sub_subtitle'),
  image: t('image'),
  url: t('url'),
  keywords: t('keywords'),
  keywords_ara: t('keywords_ara'),
  ...bilingual('content'),
  agreement_ids: jsonb('agreement_ids').$type<number[]>().notNull().default([]),
  version: version(),
  ...timestamps,
});
