import { z } from 'zod';

import { HONEYPOT_FIELD, MAX_ID } from '@/lib/validation/limits';

import { ALERT_CHOICE_MAX, ALERT_CONTENT_TYPES, HS_CHAPTERS } from './constants';

// Issue 39 "Alerts": what a subscriber chooses, the requests that send it and the answers.

const id = z.number().int().min(1).max(MAX_ID);
const unique = <T>(values: T[]) => [...new Set(values)];

/** The choices of a subscription: what, about which sectors, countries and chapters, how often. */
export const alertChoicesSchema = z.object({
  content_types: z
    .array(z.enum(ALERT_CONTENT_TYPES, { error: 'Alerts.rules.contentType' }))
    .min(1, 'Alerts.rules.contentTypes')
    .max(ALERT_CONTENT_TYPES.length)
    .transform(unique),
  industry_ids: z.array(id).max(ALERT_CHOICE_MAX.industries).default([]).transform(unique),
  country_ids: z.array(id).max(ALERT_CHOICE_MAX.countries).default([]).transform(unique),
  hs_chapters: z
    .array(
      z.string().refine((value) => HS_CHAPTERS.includes(value), { error: 'Alerts.rules.chapter' }),
    )
    .max(ALERT_CHOICE_MAX.chapters)
    .default([])
    .transform(unique),
  frequency: z.enum(['daily', 'weekly'], { error: 'rules.required' }),
  locale: z.enum(['en', 'ar'], { error: 'rules.required' }),
});
export type AlertChoices = z.infer<typeof alertChoicesSchema>;
export type AlertChoicesInput = z.input<typeof alertChoicesSchema>;

/** The subscribe form's e-mail field. */
export const alertEmailSchema = z
  .string({ error: 'rules.required' })
  .trim()
  .min(1, 'rules.required')
  .max(254, 'rules.email')
  .email('rules.email');

/** POST /api/alerts/subscriptions: the address, the choices, the captcha token and the honeypot. */
export const subscribeRequestSchema = alertChoicesSchema.extend({
  email: alertEmailSchema,
  recaptchaToken: z.string().max(4000).optional(),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;

/** A change of the choices: the choices and the version the change started from. */
export const alertChangeSchema = alertChoicesSchema.extend({
  version: z.number().int().min(1).max(MAX_ID).optional(),
});
export type AlertChange = z.input<typeof alertChangeSchema>;

export const alertStatusSchema = z.enum(['pending', 'active', 'unsubscribed']);

/** A subscription as its owner sees it (the manage page, the member's list). */
export const alertSubscriptionSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  content_types: z.array(z.enum(ALERT_CONTENT_TYPES)),
  industry_ids: z.array(z.number().int()),
  country_ids: z.array(z.number().int()),
  hs_chapters: z.array(z.string()),
  frequency: z.enum(['daily', 'weekly']),
  locale: z.enum(['en', 'ar']),
  status: alertStatusSchema,
  next_digest_at: z.string().nullable(),
  version: z.number().int(),
});
export type AlertSubscriptionView = z.infer<typeof alertSubscriptionSchema>;

/** What a subscription request became: `pending` (a confirmation was mailed) or `active`. */
export const subscribeAnswerSchema = z.object({ status: z.enum(['pending', 'active']) });
export type SubscribeAnswer = z.infer<typeof subscribeAnswerSchema>;

export const tokenSchema = z.string().trim().min(16).max(200);
