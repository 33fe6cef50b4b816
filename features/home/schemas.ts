import { z } from 'zod';

import { HONEYPOT_FIELD, requiredText } from '@/lib/validation/rules';

const text = z.string();

export const homeSlideSchema = z.object({
  id: z.number().int(),
  image: text,
  heading_eng: text,
  heading_ara: text,
  title_eng: text,
  title_ara: text,
  description_eng: text,
  description_ara: text,
  is_hide_button: z.number().int(),
  button_type_id: z.number().int(),
  btn_text_eng: text,
  btn_text_ara: text,
  btn_link: text,
  btn_link_ara: text,
  sort: z.number().int(),
});

export const homeBlockSchema = z.object({
  id: z.number().int(),
  icon: text,
  title_eng: text,
  title_ara: text,
  description_eng: text,
  description_ara: text,
  link: text,
  link_ara: text,
  sort: z.number().int(),
});

// part 1 §3 "Home block tile", as GET /api/jsd-tiles lists it (part 3 "Client-side data loads").
export const jsdTileSchema = homeBlockSchema.omit({ sort: true });

export const partnersSchema = z.object({
  id: z.number().int(),
  custom_text_eng: text,
  custom_text_ara: text,
  image: text,
});

export const textRecordSchema = z.record(z.string(), z.union([z.string(), z.number()]));

// part 1 §3 and §5: the home consultation dialog.
/** The reCAPTCHA action of the consultation dialog; the server refuses a token of another (issue 25). */
export const CONSULTATION_CAPTCHA_ACTION = 'consultation';

export const consultationSchema = z.object({
  name: requiredText().max(100, 'rules.max100'),
  email: z.string().trim().min(1, 'rules.required').email('rules.email'),
  terms: z.literal(true, { error: 'rules.you_must' }),
});

export type ConsultationInput = z.infer<typeof consultationSchema>;

/** POST /api/consultation-requests: the form plus the captcha token and the honeypot (issue 10). */
export const consultationRequestSchema = consultationSchema.extend({
  recaptchaToken: z.string().max(4000).optional(),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type ConsultationRequest = z.infer<typeof consultationRequestSchema>;
export type HomeSlide = z.infer<typeof homeSlideSchema>;
export type HomeBlock = z.infer<typeof homeBlockSchema>;
