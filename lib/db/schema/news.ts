import { date, index, integer, pgTable } from 'drizzle-orm/pg-core';

import { requiredText as t, serialId, timestamps, version } from './columns';

// part 1 §3 "News": DESCRIPTION is the title, TARIFF the html body.
export const news = pgTable(
  'news',
  {
    id: serialId(),
    DESCRIPTION_ENG: t('DESCRIPTION_ENG'),
    DESCRIPTION_ARA: t('DESCRIPTION_ARA'),
    TARIFF_ENG: t('TARIFF_ENG'),
    TARIFF_ARA: t('TARIFF_ARA'),
    image: t('image'),
    news_date: date('news_date', { mode: 'string' }).notNull(),
    status: integer('status').notNull().default(1),
    meta_description_en: t('meta_description_en'),
    meta_description_ar: t('meta_description_ar'),
    version: version(),
    ...timestamps,
  },
  (table) => [index('news_date_idx').on(table.news_date)],
);

export type NewsItem = typeof news.$inferSelect;
export type NewNewsItem = typeof news.$inferInsert;
