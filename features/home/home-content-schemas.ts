import { z } from 'zod';

import {
  contentLink,
  contentText,
  optionalLink,
  optionalText,
  shownStatus,
} from '@/lib/validation/content-fields';
import { versionSchema } from '@/lib/validation/version';

import { homeBlockSchema, homeSlideSchema, partnersSchema } from './schemas';

// Issue 29: the home page's own blocks as the console edits them (part 1 §3 "Slider item", "Home
// block tile", "Partners", "Goals", "Become-a-member"). Both languages are required wherever the
// page would otherwise fall back to the other one. Files travel beside these fields.

const HEADING_MAX = 120;
const TITLE_MAX = 200;
const TEXT_MAX = 1000;
const BUTTON_MAX = 60;

/** The slide's button opens the enquiry-type dialog (1) or its link in a new tab (2). */
export const SLIDE_BUTTON_TYPES = [1, 2] as const;

const pair = (name: string, max: number) => ({
  [`${name}_eng`]: contentText(max),
  [`${name}_ara`]: contentText(max),
});

export const slideInputSchema = z
  .object({
    heading_eng: contentText(HEADING_MAX),
    heading_ara: contentText(HEADING_MAX),
    title_eng: contentText(TITLE_MAX),
    title_ara: contentText(TITLE_MAX),
    description_eng: contentText(TEXT_MAX),
    description_ara: contentText(TEXT_MAX),
    is_hide_button: shownStatus,
    button_type_id: z.union([z.literal(1), z.literal(2)], { error: 'rules.invalid' }),
    btn_text_eng: optionalText(BUTTON_MAX),
    btn_text_ara: optionalText(BUTTON_MAX),
    btn_link: optionalLink(),
    btn_link_ara: optionalLink(),
    status: shownStatus,
  })
  .superRefine((slide, context) => {
    if (slide.is_hide_button === 1) return;
    const needed: (keyof typeof slide)[] = ['btn_text_eng', 'btn_text_ara'];
    if (slide.button_type_id === 2) needed.push('btn_link', 'btn_link_ara');
    for (const field of needed) {
      if (slide[field] === '') {
        context.addIssue({ code: 'custom', path: [field], message: 'rules.required' });
      }
    }
  });
export type SlideInput = z.infer<typeof slideInputSchema>;

export const blockInputSchema = z.object({
  title_eng: contentText(TITLE_MAX),
  title_ara: contentText(TITLE_MAX),
  description_eng: contentText(TEXT_MAX),
  description_ara: contentText(TEXT_MAX),
  link: contentLink(),
  link_ara: contentLink(),
  status: shownStatus,
});
export type BlockInput = z.infer<typeof blockInputSchema>;

export const partnerInputSchema = z.object({
  custom_text_eng: contentText(2000),
  custom_text_ara: contentText(2000),
  status: shownStatus,
});
export type PartnerInput = z.infer<typeof partnerInputSchema>;

export const GOAL_NUMBERS = [1, 2, 3, 4, 5] as const;

export const goalsInputSchema = z.object({
  ...pair('title', TITLE_MAX),
  ...Object.assign(
    {},
    ...GOAL_NUMBERS.map((goal) => ({
      ...pair(`goal_${goal}_title`, TITLE_MAX),
      ...pair(`goal_${goal}_text`, TEXT_MAX),
    })),
  ),
}) as z.ZodObject<Record<string, ReturnType<typeof contentText>>>;
export type GoalsInput = Record<string, string>;

export const BECOME_MEMBER_TEXTS = [
  'left_col_content',
  'check_1_title',
  'check_1_subtitle',
  'check_2_title',
  'check_2_subtitle',
  'become_title',
  'become_subtitle',
  'action_btn_text',
] as const;

export const becomeMemberInputSchema = z.object(
  Object.assign(
    {},
    ...BECOME_MEMBER_TEXTS.map((name) =>
      pair(name, name === 'left_col_content' ? 2000 : TITLE_MAX),
    ),
  ) as Record<string, ReturnType<typeof contentText>>,
);
export type BecomeMemberInput = Record<string, string>;

const staff = { status: z.number().int(), version: versionSchema };

/** The records as the console reads them: every field, with the status and version. */
export const staffSlideSchema = homeSlideSchema.extend(staff);
export const staffBlockSchema = homeBlockSchema.extend(staff);
export const staffPartnerSchema = partnersSchema.extend(staff);
export const staffTextRecordSchema = z
  .object({ id: z.number().int(), version: versionSchema })
  .catchall(z.union([z.string(), z.number()]));
export type StaffSlide = z.infer<typeof staffSlideSchema>;
export type StaffBlock = z.infer<typeof staffBlockSchema>;
export type StaffPartner = z.infer<typeof staffPartnerSchema>;
