import { date, integer, pgTable } from 'drizzle-orm/pg-core';

import { requiredText as t, serialId, version } from './columns';

// part 1 §3 "Sponsor": shown on home only with status 1 and date_end after today.
export const sponsors = pgTable('sponsors', {
  id: serialId(),
  image: t('image'),
  DESCRIPTION_ENG: t('DESCRIPTION_ENG'),
  DESCRIPTION_ARA: t('DESCRIPTION_ARA'),
  TARIFF_ENG: t('TARIFF_ENG'),
  TARIFF_ARA: t('TARIFF_ARA'),
  TARIFF_FILE: t('TARIFF_FILE'),
  TARIFF_FILE_ARA: t('TARIFF_FILE_ARA'),
  link: t('link'),
  link_ara: t('link_ara'),
  date_end: date('date_end', { mode: 'string' }).notNull(),
  status: integer('status').notNull().default(1),
  meta_description_en: t('meta_description_en'),
  meta_description_ar: t('meta_description_ar'),
  version: version(),
});

export type Sponsor = typeof sponsors.$inferSelect;
export type NewSponsor = typeof sponsors.$inferInsert;
