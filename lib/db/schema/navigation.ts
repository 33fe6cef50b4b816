import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

import { belongsTo, requiredText as bilingualText, version } from './columns';

// part 1 §3 "Navigation page": the entries of a menu (top navigation, footer columns…).
export const menuPages = pgTable(
  'menu_pages',
  {
    id: integer('id').primaryKey(),
    menu_id: integer('menu_id').notNull(),
    title_eng: bilingualText('title_eng'),
    title_ara: bilingualText('title_ara'),
    link: text('link'),
    link_ara: text('link_ara'),
    url: bilingualText('url'),
    url_ara: bilingualText('url_ara'),
    a_id: integer('a_id'),
    sort: integer('sort').notNull().default(0),
    status: integer('status').notNull().default(1),
    version: version(),
  },
  (table) => [index('menu_pages_menu_idx').on(table.menu_id)],
);

// part 1 §3 "Menu page": a child of a navigation page, holding the content of a page.
export const menuChildren = pgTable(
  'menu_children',
  {
    id: integer('id').primaryKey(),
    page_id: belongsTo('page_id', () => menuPages.id),
    menu_id: integer('menu_id').notNull(),
    a_id: integer('a_id'),
    url: bilingualText('url'),
    url_ara: bilingualText('url_ara'),
    link: text('link'),
    link_ara: text('link_ara'),
    nav_title_eng: bilingualText('nav_title_eng'),
    nav_title_ara: bilingualText('nav_title_ara'),
    title_eng: bilingualText('title_eng'),
    title_ara: bilingualText('title_ara'),
    subtitle_eng: bilingualText('subtitle_eng'),
    subtitle_ara: bilingualText('subtitle_ara'),
    sub_subtitle_eng: bilingualText('sub_subtitle_eng'),
    sub_subtitle_ara: bilingualText('sub_subtitle_ara'),
    content_eng: bilingualText('content_eng'),
    content_ara: bilingualText('content_ara'),
    keywords: bilingualText('keywords'),
    keywords_ara: bilingualText('keywords_ara'),
    image: bilingualText('image'),
    meta_description_en: bilingualText('meta_description_en'),
    meta_description_ar: bilingualText('meta_description_ar'),
    sort: integer('sort').notNull().default(0),
    status: integer('status').notNull().default(1),
    version: version(),
  },
  (table) => [
    index('menu_children_page_idx').on(table.page_id),
    index('menu_children_a_id_idx').on(table.a_id),
  ],
);

export type MenuPage = typeof menuPages.$inferSelect;
export type NewMenuPage = typeof menuPages.$inferInsert;
export type MenuChild = typeof menuChildren.$inferSelect;
export type NewMenuChild = typeof menuChildren.$inferInsert;

// part 1 §3 "Social media": icon image and link per locale; name labels the icon for screen readers.
export const socialMedia = pgTable('social_media', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  link: text('link').notNull(),
  link_ara: text('link_ara').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  status: integer('status').notNull().default(1),
  version: version(),
});

export type SocialMedia = typeof socialMedia.$inferSelect;
export type NewSocialMedia = typeof socialMedia.$inferInsert;
