import { z } from 'zod';

import { MAX_ID } from '@/lib/validation/limits';
import { versionField, versionSchema } from '@/lib/validation/version';

import { SLUG_MAX } from './slug-rules';

// Issue 29 "menu pages and navigation": what an editor sends for a menu entry (menu_pages) and
// a page (menu_children), and what the console reads. Shared by the forms and the staff routes;
// messages are catalogue keys. A slug's format and uniqueness are checked by the routes
// (features/content/menu-checks.ts), which know the record's stored slug.

/** The menus the site shows (part 1 §2.2): 1 the top navigation, 2 the utility tree, 3 the footer. */
export const MENU_IDS = [1, 2, 3] as const;
export const MENU_TITLE_MAX = 200;
export const MENU_TEXT_MAX = 500;
export const MENU_HTML_MAX = 200_000;
export const META_DESCRIPTION_MAX = 300;

const required = (max: number) =>
  z.string({ error: 'rules.required' }).trim().min(1, 'rules.required').max(max, 'rules.invalid');
const optional = (max: number) =>
  z.string({ error: 'rules.invalid' }).trim().max(max, 'rules.invalid').default('');
const slug = () => required(SLUG_MAX);
// A link is one of our paths (/news) or a web address; empty means none (null when stored).
const LINK = /^(\/(?!\/)\S*|https?:\/\/\S+|mailto:\S+|tel:\S+)$/;
const link = () =>
  z
    .string({ error: 'rules.invalid' })
    .trim()
    .max(MENU_TEXT_MAX, 'rules.invalid')
    .refine((value) => value === '' || LINK.test(value), 'MenusAdmin.rules.link')
    .nullable()
    .default(null)
    .transform((value) => value || null);
// The form's field holds text: empty is none, digits are the number.
const appId = z.preprocess(
  (value) =>
    value === '' || value === undefined
      ? null
      : typeof value === 'string' && /^\d+$/.test(value.trim())
        ? Number(value)
        : value,
  z
    .number({ error: 'rules.invalid' })
    .int('rules.invalid')
    .min(1, 'rules.invalid')
    .max(MAX_ID, 'rules.invalid')
    .nullable(),
);
const status = z.union([z.literal(0), z.literal(1)], { error: 'rules.invalid' }).default(1);

export const menuEntryInputSchema = z.object({
  menu_id: z.union(
    MENU_IDS.map((id) => z.literal(id)),
    { error: 'rules.invalid' },
  ),
  title_eng: required(MENU_TITLE_MAX),
  title_ara: required(MENU_TITLE_MAX),
  url: slug(),
  url_ara: slug(),
  link: link(),
  link_ara: link(),
  a_id: appId,
  status,
  version: versionField.optional(),
});
export type MenuEntryInput = z.input<typeof menuEntryInputSchema>;
export type MenuEntryFields = z.output<typeof menuEntryInputSchema>;

/** Text whose words are seen: an html field with only empty paragraphs is empty. */
export const hasText = (value: string) =>
  value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0;

// The page shows the English text when the Arabic is empty (lib/i18n/localized.ts): a field given
// in one language is required in the other, so neither page falls back to the other language.
const PAIRS = [
  ['nav_title_eng', 'nav_title_ara'],
  ['subtitle_eng', 'subtitle_ara'],
  ['sub_subtitle_eng', 'sub_subtitle_ara'],
  ['content_eng', 'content_ara'],
  ['meta_description_en', 'meta_description_ar'],
] as const;

export const menuPageInputSchema = z
  .object({
    page_id: z.number({ error: 'rules.required' }).int('rules.invalid').min(1, 'rules.required'),
    a_id: appId,
    url: slug(),
    url_ara: slug(),
    link: link(),
    link_ara: link(),
    nav_title_eng: optional(MENU_TITLE_MAX),
    nav_title_ara: optional(MENU_TITLE_MAX),
    title_eng: required(MENU_TITLE_MAX),
    title_ara: required(MENU_TITLE_MAX),
    subtitle_eng: optional(MENU_TEXT_MAX),
    subtitle_ara: optional(MENU_TEXT_MAX),
    sub_subtitle_eng: optional(MENU_TEXT_MAX),
    sub_subtitle_ara: optional(MENU_TEXT_MAX),
    content_eng: optional(MENU_HTML_MAX),
    content_ara: optional(MENU_HTML_MAX),
    keywords: optional(MENU_TEXT_MAX),
    keywords_ara: optional(MENU_TEXT_MAX),
    image: optional(MENU_TEXT_MAX),
    meta_description_en: optional(META_DESCRIPTION_MAX),
    meta_description_ar: optional(META_DESCRIPTION_MAX),
    status,
    version: versionField.optional(),
  })
  .superRefine((page, context) => {
    for (const pair of PAIRS) {
      const [english, arabic] = pair.map((field) => hasText(page[field]));
      if (english === arabic) continue;
      const missing = english ? pair[1] : pair[0];
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'MenusAdmin.rules.bothLanguages',
      });
    }
  });
export type MenuPageInput = z.input<typeof menuPageInputSchema>;
export type MenuPageFields = z.output<typeof menuPageInputSchema>;

/** A warning the editor sees after a save (the save is made): its code and its words. */
export const menuWarningSchema = z.object({
  code: z.enum(['leadsNowhere', 'hiddenTarget', 'emptyPage', 'entryHidden']),
  message: z.string(),
});
export type MenuWarning = z.infer<typeof menuWarningSchema>;
export type MenuWarningCode = MenuWarning['code'];

const id = z.number().int();
const text = z.string();

export const staffMenuEntrySchema = z.object({
  id,
  menu_id: id,
  title_eng: text,
  title_ara: text,
  url: text,
  url_ara: text,
  link: text.nullable(),
  link_ara: text.nullable(),
  a_id: id.nullable(),
  sort: id,
  status: id,
  version: versionSchema,
});
export type StaffMenuEntry = z.infer<typeof staffMenuEntrySchema>;

export const staffMenuPageSchema = z.object({
  id,
  page_id: id,
  menu_id: id,
  a_id: id.nullable(),
  url: text,
  url_ara: text,
  link: text.nullable(),
  link_ara: text.nullable(),
  nav_title_eng: text,
  nav_title_ara: text,
  title_eng: text,
  title_ara: text,
  subtitle_eng: text,
  subtitle_ara: text,
  sub_subtitle_eng: text,
  sub_subtitle_ara: text,
  content_eng: text,
  content_ara: text,
  keywords: text,
  keywords_ara: text,
  image: text,
  meta_description_en: text,
  meta_description_ar: text,
  sort: id,
  status: id,
  version: versionSchema,
});
export type StaffMenuPage = z.infer<typeof staffMenuPageSchema>;

/** A page in the console's tree: no html, whether it has content in each language. */
export const staffMenuPageRowSchema = staffMenuPageSchema
  .omit({
    content_eng: true,
    content_ara: true,
    subtitle_eng: true,
    subtitle_ara: true,
    sub_subtitle_eng: true,
    sub_subtitle_ara: true,
    keywords: true,
    keywords_ara: true,
    meta_description_en: true,
    meta_description_ar: true,
  })
  .extend({ has_content: z.boolean(), warnings: z.array(menuWarningSchema) });
export type StaffMenuPageRow = z.infer<typeof staffMenuPageRowSchema>;

export const staffMenuTreeEntrySchema = staffMenuEntrySchema.extend({
  pages: z.array(staffMenuPageRowSchema),
  warnings: z.array(menuWarningSchema),
});
export type StaffMenuTreeEntry = z.infer<typeof staffMenuTreeEntrySchema>;

export const staffMenusSchema = z.object({
  data: z.array(z.object({ menu_id: id, entries: z.array(staffMenuTreeEntrySchema) })),
});
export type StaffMenus = z.infer<typeof staffMenusSchema>['data'];
