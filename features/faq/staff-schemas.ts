import { z } from 'zod';

import { faqs } from '@/lib/db/schema/faq';
import { inputSchema, rowSchema } from '@/lib/db/table-schemas';
import { contentText, shownStatus } from '@/lib/validation/content-fields';
import { requiredHtml } from '@/lib/validation/rich-text-field';
import { versionField } from '@/lib/validation/version';

// Issue 29 "FAQs" in the console: the fields an editor writes, shared by the form and the staff
// routes (messages are catalogue keys). part 1 §3: category 1 exporters, 2 international buyers;
// each has the tabs 1–3 its page lists by.

export const FAQ_CATEGORIES = [1, 2] as const;
export const FAQ_TABS = [1, 2, 3] as const;
/** A FAQ of no tab: one of its category's general questions (the seed has some); null when stored. */
export const NO_TAB = 0;
export const FAQ_QUESTION_MAX = 500;
export const FAQ_ANSWER_MAX = 40_000;

const oneOf = (values: readonly number[]) =>
  z
    .number({ error: 'rules.required' })
    .int('rules.invalid')
    .refine((value) => values.includes(value), 'rules.invalid');

/** POST /api/staff/faqs and PUT /api/staff/faqs/{id}: both languages required. */
export const faqInputSchema = inputSchema(faqs, {
  category: oneOf(FAQ_CATEGORIES),
  tab: z
    .number({ error: 'rules.required' })
    .int('rules.invalid')
    .nullable()
    .refine((value) => value === null || [NO_TAB, ...FAQ_TABS].includes(value), 'rules.invalid')
    .transform((value) => (value === NO_TAB ? null : value)),
  status: shownStatus,
  add_to_home: shownStatus,
  question_eng: contentText(FAQ_QUESTION_MAX),
  question_ara: contentText(FAQ_QUESTION_MAX),
  answer_eng: requiredHtml(FAQ_ANSWER_MAX),
  answer_ara: requiredHtml(FAQ_ANSWER_MAX),
  version: versionField.optional(),
});
export type FaqInput = z.input<typeof faqInputSchema>;

/** PUT /api/staff/faqs/{id}/flags: published or not, on the home page or not. */
export const faqFlagsSchema = z
  .object({
    status: shownStatus.optional(),
    add_to_home: shownStatus.optional(),
    version: versionField.optional(),
  })
  .refine((flags) => flags.status !== undefined || flags.add_to_home !== undefined, {
    message: 'rules.required',
    path: ['status'],
  });

/** POST /api/staff/faqs/{id}/move: one place up or down within its category and tab. */
export const faqMoveSchema = z.object({
  direction: z.enum(['up', 'down'], { error: 'rules.invalid' }),
  version: versionField.optional(),
});
export type FaqMove = z.infer<typeof faqMoveSchema>['direction'];

/** A FAQ as the console reads it: every field, its version. */
export const staffFaqSchema = rowSchema(faqs);
export type StaffFaq = z.infer<typeof staffFaqSchema>;

/** The FAQ document languages: `file_eng` and `file_ara`. */
export const FAQ_FILE_LANGS = ['en', 'ar'] as const;
export type FaqFileLang = (typeof FAQ_FILE_LANGS)[number];
export const faqFileColumn = (lang: FaqFileLang) => (lang === 'en' ? 'file_eng' : 'file_ara');
