import 'server-only';
import type { Context } from 'hono';

import { ApiError, VALIDATION_MESSAGE } from '@/lib/api/errors';
import type { AppEnv } from '@/lib/api/types';
import { CaptchaUnavailableError, type CaptchaResult } from '@/lib/captcha';
import type { Db } from '@/lib/db/types';

import { ENQUIRY_TYPES, HONEYPOT_FIELD, type EnquiryRequest, type StoredAnswer } from '../schemas';

import { readLookups, type LookupLabels } from './lookups';
import { readinessAnswers } from './readiness';

/** A bot filled the field people never see: refused, nothing stored. */
export function rejectHoneypot(c: Context<AppEnv>, body: EnquiryRequest): void {
  if (!body[HONEYPOT_FIELD]?.trim()) return;
  c.get('log').warn({ user_id: c.get('auth')?.user.id }, 'enquiry refused: honeypot filled');
  throw new ApiError(422, 'Api.rejected');
}

/** reCAPTCHA v3 on the server when configured: 422 for a missing or weak token, 503 when the
 * verifier gives no verdict (the enquiry is not stored, so the member can simply send again). */
export async function checkCaptcha(c: Context<AppEnv>, token: string | undefined): Promise<void> {
  const captcha = c.get('services').captcha;
  if (!captcha) return;
  let result: CaptchaResult;
  try {
    result = await captcha.verify(token);
  } catch (error) {
    if (!(error instanceof CaptchaUnavailableError)) throw error;
    c.get('log').error({ err: error }, 'the captcha verifier gave no verdict');
    throw new ApiError(503, 'Api.captchaUnavailable');
  }
  if (result.ok) return;
  c.get('log').info(
    { reason: result.reason, score: result.score, codes: result.errorCodes },
    'enquiry refused by the captcha check',
  );
  throw new ApiError(422, 'Api.captchaFailed', { recaptchaToken: ['Api.captchaFailed'] });
}

export type CheckedEnquiry = { labels: LookupLabels; answers: StoredAnswer[] | null };

/** What the schema cannot know: that each chosen id exists and the questionnaire is complete.
 * Every problem is answered at once, by field (`submitData.country`, `answers`). */
export async function checkEnquiryData(db: Db, body: EnquiryRequest): Promise<CheckedEnquiry> {
  const readiness = body.submitData.enq_type === ENQUIRY_TYPES.readiness;
  const [{ labels, unknown }, answers] = await Promise.all([
    readLookups(db, body.submitData),
    readiness ? readinessAnswers(db, body.answers) : Promise.resolve(null),
  ]);
  const errors: Record<string, string[]> = Object.fromEntries(
    unknown.map((field) => [`submitData.${field}`, ['Api.unknownChoice']]),
  );
  if (readiness && !answers) errors.answers = ['EnquiryForm.completeQuestionnaire'];
  if (Object.keys(errors).length > 0) throw new ApiError(422, VALIDATION_MESSAGE, errors);
  return { labels, answers };
}
