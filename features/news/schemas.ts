import { z } from 'zod';

import { news } from '@/lib/db/schema/news';
import { inputSchema, rowSchema } from '@/lib/db/table-schemas';
import { excerptOf } from '@/lib/html/plain-text';
import { consolePageQuery } from '@/lib/validation/page-query';
import { requiredText, userText } from '@/lib/validation/rules';
import { versionField } from '@/lib/validation/version';

import {
  NEWS_CONSOLE_PAGE_SIZE,
  NEWS_CONSOLE_PAGE_SIZES,
  NEWS_IMAGE_PATTERN,
  NEWS_SEARCH_MAX,
} from './constants';

/** A news item as the API answers it: its columns (lib/db/schema/news.ts). */
export const newsItemSchema = rowSchema(news);

export type NewsItem = z.infer<typeof newsItemSchema>;

// Issue 29: both languages are required (a page would otherwise fall back to the other one):
// each title, and each body with text or a picture in it (an editor's empty paragraph is empty).
const title = requiredText().max(300, 'rules.invalid');
const body = z
  .string()
  .max(100_000, 'rules.invalid')
  .refine((html) => excerptOf(html, 1) !== '' || /<img\b/i.test(html), 'rules.required');
const metaDescription = userText().max(300, 'rules.invalid');
/** The picture: none, one of the site's own images, or one uploaded through the console. */
const image = z.string().max(500, 'rules.invalid').regex(NEWS_IMAGE_PATTERN, 'rules.invalid');
const status = z.union([z.literal(0), z.literal(1)], { error: 'rules.invalid' });

/** The news form's fields (the console's form and POST /api/staff/news). */
export const newsFieldsSchema = inputSchema(news, {
  DESCRIPTION_ENG: title,
  DESCRIPTION_ARA: title,
  TARIFF_ENG: body,
  TARIFF_ARA: body,
  image,
  news_date: z.iso.date('rules.invalid'),
  status,
  meta_description_en: metaDescription,
  meta_description_ar: metaDescription,
});

export type NewsFields = z.infer<typeof newsFieldsSchema>;

/** POST /api/staff/news: a new item, a draft (status 0) unless it says 1. */
export const newsCreateSchema = newsFieldsSchema.extend({
  image: image.default(''),
  status: status.default(0),
  meta_description_en: metaDescription.default(''),
  meta_description_ar: metaDescription.default(''),
});

/** What staff may change on a news item; absent fields stay as they are. */
export const newsUpdateSchema = newsFieldsSchema
  .partial()
  .extend({ version: versionField.optional() })
  .refine(({ version: _version, ...changes }) => Object.keys(changes).length > 0, 'rules.required');

export type NewsUpdate = z.infer<typeof newsUpdateSchema>;

/** GET /api/staff/news (and /admin/news): text, status, page; newest news date first. */
export const staffNewsQuerySchema = z.object({
  q: z.string().max(NEWS_SEARCH_MAX, 'rules.invalid').optional(),
  status: z.enum(['published', 'draft']).optional(),
  ...consolePageQuery(NEWS_CONSOLE_PAGE_SIZES, NEWS_CONSOLE_PAGE_SIZE),
});
export type StaffNewsQuery = z.infer<typeof staffNewsQuerySchema>;
