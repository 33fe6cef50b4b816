import { z } from 'zod';

import { bilingualText } from '@/lib/validation/bilingual';

const id = z.number().int();
const nullableText = z.string().nullable();

// part 1 §3 "Navigation page" children as menus list them (no page body).
export const menuChildSummarySchema = z.object({
  id,
  page_id: id,
  menu_id: id,
  a_id: id.nullable(),
  url: z.string(),
  url_ara: z.string(),
  link: nullableText,
  link_ara: nullableText,
  ...bilingualText('nav_title', 'title'),
  sort: z.number().int(),
});

// part 1 §3 "Menu page" with its content, and the banner's page_belongs.
export const menuChildSchema = menuChildSummarySchema.extend({
  ...bilingualText('subtitle', 'sub_subtitle', 'content'),
  keywords: z.string(),
  keywords_ara: z.string(),
  image: z.string(),
  meta_description_en: z.string(),
  meta_description_ar: z.string(),
  page_belongs: z.object({ id, title_eng: z.string(), title_ara: z.string() }),
});

export const menuPageSchema = z.object({
  id,
  menu_id: id,
  ...bilingualText('title'),
  link: nullableText,
  link_ara: nullableText,
  url: z.string(),
  url_ara: z.string(),
  a_id: id.nullable(),
  sort: z.number().int(),
  childs: z.array(menuChildSummarySchema),
});

export const socialMediaSchema = z.object({
  id,
  name: z.string(),
  image: z.string(),
  link: z.string(),
  link_ara: z.string(),
});

export type MenuChildSummary = z.infer<typeof menuChildSummarySchema>;
export type MenuChildDetail = z.infer<typeof menuChildSchema>;
export type MenuPageWithChildren = z.infer<typeof menuPageSchema>;
export type SocialLink = z.infer<typeof socialMediaSchema>;
