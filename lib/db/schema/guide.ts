import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

const t = (name: string) => text(name).notNull().default('');

// part 1 §3 "Guide content record" (GET guideE, first element): seven steps, each with a name, an
// html entry and a file per language; guide_file is the full guide members download.
export const guide = pgTable('guide', {
  id: serial('id').primaryKey(),
  image: t('image'),
  keywords: t('keywords'),
  keywords_ara: t('keywords_ara'),
  sub_subtitle_eng: t('sub_subtitle_eng'),
  sub_subtitle_ara: t('sub_subtitle_ara'),
  step_guide_eng: t('step_guide_eng'),
  step_guide_ara: t('step_guide_ara'),
  guide_file: t('guide_file'),
  guide_file_ara: t('guide_file_ara'),
  step_1_name_eng: t('step_1_name_eng'),
  step_1_name_ara: t('step_1_name_ara'),
  step_1: t('step_1'),
  step_1_ara: t('step_1_ara'),
  step_1_file: t('step_1_file'),
  step_1_file_ara: t('step_1_file_ara'),
  step_2_name_eng: t('step_2_name_eng'),
  step_2_name_ara: t('step_2_name_ara'),
  step_2: t('step_2'),
  step_2_ara: t('step_2_ara'),
  step_2_file: t('step_2_file'),
  step_2_file_ara: t('step_2_file_ara'),
  step_3_name_eng: t('step_3_name_eng'),
  step_3_name_ara: t('step_3_name_ara'),
  step_3: t('step_3'),
  step_3_ara: t('step_3_ara'),
  step_3_file: t('step_3_file'),
  step_3_file_ara: t('step_3_file_ara'),
  step_4_name_eng: t('step_4_name_eng'),
  step_4_name_ara: t('step_4_name_ara'),
  step_4: t('step_4'),
  step_4_ara: t('step_4_ara'),
  step_4_file: t('step_4_file'),
  step_4_file_ara: t('step_4_file_ara'),
  step_5_name_eng: t('step_5_name_eng'),
  step_5_name_ara: t('step_5_name_ara'),
  step_5: t('step_5'),
  step_5_ara: t('step_5_ara'),
  step_5_file: t('step_5_file'),
  step_5_file_ara: t('step_5_file_ara'),
  step_6_name_eng: t('step_6_name_eng'),
  step_6_name_ara: t('step_6_name_ara'),
  step_6: t('step_6'),
  step_6_ara: t('step_6_ara'),
  step_6_file: t('step_6_file'),
  step_6_file_ara: t('step_6_file_ara'),
  step_7_name_eng: t('step_7_name_eng'),
  step_7_name_ara: t('step_7_name_ara'),
  step_7: t('step_7'),
  step_7_ara: t('step_7_ara'),
  step_7_file: t('step_7_file'),
  step_7_file_ara: t('step_7_file_ara'),
});

// part 1 §3 and part 2 "Enquiry page content": title, subtitle, image and the result text; tooltip
// is the help shown for the matching choice of the home enquiry-type dialog.
export const enquiryPages = pgTable('enquiry_pages', {
  id: integer('id').primaryKey(),
  title_eng: t('title_eng'),
  title_ara: t('title_ara'),
  subtitle_eng: t('subtitle_eng'),
  subtitle_ara: t('subtitle_ara'),
  image: t('image'),
  result_description_eng: t('result_description_eng'),
  result_description_ara: t('result_description_ara'),
  tooltip_eng: t('tooltip_eng'),
  tooltip_ara: t('tooltip_ara'),
});

export type Guide = typeof guide.$inferSelect;
export type NewGuide = typeof guide.$inferInsert;
export type EnquiryPage = typeof enquiryPages.$inferSelect;
export type NewEnquiryPage = typeof enquiryPages.$inferInsert;
