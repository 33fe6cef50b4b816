import { z } from 'zod';

import { optionalText } from '@/lib/validation/content-fields';
import { bothLanguages, requiredHtml } from '@/lib/validation/rich-text-field';
import { versionField, versionSchema } from '@/lib/validation/version';

import { GUIDE_STEPS } from './constants';

// Issue 29 "The export guide" in the console: one record (part 1 §3 "Guide content record"), its
// general texts, its seven steps and its files. Shared by the forms and the staff routes; messages
// are catalogue keys.

export const GUIDE_HTML_MAX = 40_000;
export const GUIDE_NAME_MAX = 200;
export const GUIDE_TEXT_MAX = 1000;
export const GUIDE_STEP_NUMBERS = GUIDE_STEPS.map((_, index) => index + 1);

/** The banner picture: one of the portal's drawings (/images/…) or an upload (/api/uploads/…). */
const picture = optionalText(500).refine(
  (value) =>
    value === '' || (/^\/(images|api\/uploads)\/[\w./-]+$/.test(value) && !value.includes('..')),
  'rules.invalid',
);

/** PUT /api/staff/guide: the guide's own texts. */
export const guideInputSchema = z
  .object({
    image: picture,
    keywords: optionalText(GUIDE_TEXT_MAX),
    keywords_ara: optionalText(GUIDE_TEXT_MAX),
    sub_subtitle_eng: optionalText(GUIDE_TEXT_MAX),
    sub_subtitle_ara: optionalText(GUIDE_TEXT_MAX),
    step_guide_eng: requiredHtml(GUIDE_HTML_MAX),
    step_guide_ara: requiredHtml(GUIDE_HTML_MAX),
    version: versionField.optional(),
  })
  .superRefine(
    bothLanguages([
      ['keywords', 'keywords_ara'],
      ['sub_subtitle_eng', 'sub_subtitle_ara'],
    ]),
  );
export type GuideInput = z.input<typeof guideInputSchema>;

/** PUT /api/staff/guide/steps/{step}: a step's name and entry in both languages. */
export const guideStepInputSchema = z
  .object({
    name_eng: optionalText(GUIDE_NAME_MAX),
    name_ara: optionalText(GUIDE_NAME_MAX),
    html_eng: requiredHtml(GUIDE_HTML_MAX),
    html_ara: requiredHtml(GUIDE_HTML_MAX),
    version: versionField.optional(),
  })
  .superRefine(bothLanguages([['name_eng', 'name_ara']]));
export type GuideStepInput = z.input<typeof guideStepInputSchema>;

/** The columns of step `n`. */
export const stepColumns = (step: number) =>
  ({
    name_eng: `step_${step}_name_eng`,
    name_ara: `step_${step}_name_ara`,
    html_eng: `step_${step}`,
    html_ara: `step_${step}_ara`,
    file_eng: `step_${step}_file`,
    file_ara: `step_${step}_file_ara`,
  }) as const;

/** The guide's file columns: the full guide (for members) and each step's, per language. */
export const GUIDE_FILE_FIELDS = [
  'guide_file',
  'guide_file_ara',
  ...GUIDE_STEP_NUMBERS.flatMap((step) => [stepColumns(step).file_eng, stepColumns(step).file_ara]),
] as [string, ...string[]];

/** The full guide's files are for members only (issue 26): stored under the gated folder. */
export const isFullGuideFile = (field: string) =>
  field === 'guide_file' || field === 'guide_file_ara';

/** The guide as the console reads it: every column (files as their download addresses), its version. */
export const staffGuideSchema = z
  .record(z.string(), z.union([z.string(), z.number()]))
  .and(z.object({ id: z.number().int(), version: versionSchema }));
export type StaffGuide = Record<string, string | number> & { id: number; version: number };
