import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

import {
  bilingual,
  nowOnInsert,
  requiredText as t,
  serialId,
  timestampString,
  version,
} from './columns';

// part 1 §3 "Slider item": is_hide_button 0 shows the button; button_type_id 2 opens btn_link.
export const homeSlider = pgTable('home_slider', {
  id: serialId(),
  image: t('image'),
  ...bilingual('heading'),
  ...bilingual('title'),
  ...bilingual('description'),
  is_hide_button: integer('is_hide_button').notNull().default(0),
  button_type_id: integer('button_type_id').notNull().default(1),
  ...bilingual('btn_text'),
  btn_link: t('btn_link'),
  btn_link_ara: t('btn_link_ara'),
  sort: integer('sort').notNull().default(0),
  status: integer('status').notNull().default(1),
  version: version(),
});

// part 1 §3 "Home block tile".
export const homeBlocks = pgTable('home_blocks', {
  id: serialId(),
  icon: t('icon'),
  ...bilingual('title'),
  ...bilingual('description'),
  link: t('link'),
  link_ara: t('link_ara'),
  sort: integer('sort').notNull().default(0),
  status: integer('status').notNull().default(1),
  version: version(),
});

// part 1 §3 "Partners": custom text in each language.
export const partners = pgTable('partners', {
  id: serialId(),
  ...bilingual('custom_text'),
  image: t('image'),
  status: integer('status').notNull().default(1),
  version: version(),
});

// part 1 §3 "Goals": a title and five goals, each with a title and a text per language.
export const jeGoals = pgTable('je_goals', {
  id: serialId(),
  ...bilingual('title'),
  ...bilingual('goal_1_title'),
  ...bilingual('goal_1_text'),
  ...bilingual('goal_2_title'),
  ...bilingual('goal_2_text'),
  ...bilingual('goal_3_title'),
  ...bilingual('goal_3_text'),
  ...bilingual('goal_4_title'),
  ...bilingual('goal_4_text'),
  ...bilingual('goal_5_title'),
  ...bilingual('goal_5_text'),
  version: version(),
});

// part 1 §3 "Become-a-member".
export const becomeAMember = pgTable('become_a_member', {
  id: serialId(),
  ...bilingual('left_col_content'),
  ...bilingual('check_1_title'),
  ...bilingual('check_1_subtitle'),
  ...bilingual('check_2_title'),
  ...bilingual('check_2_subtitle'),
  ...bilingual('become_title'),
  ...bilingual('become_subtitle'),
  ...bilingual('action_btn_text'),
  image: t('image'),
  version: version(),
});

export type HomeSlide = typeof homeSlider.$inferSelect;
export type NewHomeSlide = typeof homeSlider.$inferInsert;
export type HomeBlock = typeof homeBlocks.$inferSelect;
export type NewHomeBlock = typeof homeBlocks.$inferInsert;
export type Partners = typeof partners.$inferSelect;
export type NewPartners = typeof partners.$inferInsert;
export type JeGoals = typeof jeGoals.$inferSelect;
export type NewJeGoals = typeof jeGoals.$inferInsert;
export type BecomeAMember = typeof becomeAMember.$inferSelect;
export type NewBecomeAMember = typeof becomeAMember.$inferInsert;

// part 1 §3 "Consultation form", sent from the home goals dialog.
export const consultationRequests = pgTable('consultation_requests', {
  id: serialId(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  terms: boolean('terms').notNull(),
  locale: text('locale').notNull().default('en'),
  created_at: nowOnInsert('created_at'),
  /** When and by whom the agency handled it in the console (issue 13). */
  handled_at: timestampString('handled_at'),
  handled_by: integer('handled_by'),
  version: version(),
  /** Accepted while the captcha provider could not be reached: held for staff to judge (issue 25). */
  captcha_unverified: boolean('captcha_unverified').notNull().default(false),
});
