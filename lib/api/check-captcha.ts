import 'server-only';
import type { Context } from 'hono';

import { CaptchaUnavailableError, type CaptchaResult } from '@/lib/captcha';

import { ApiError } from './errors';
import { addressKey, enforceLimit, HOUR_MS } from './rate-limits';
import type { AppEnv } from './types';

/**
 * Issue 25: while the captcha provider cannot be reached, an address may send this many
 * submissions the check could not judge (all forms together) before it waits.
 */
export const CAPTCHA_UNVERIFIED_LIMIT = { limit: 3, windowMs: HOUR_MS } as const;

/**
 * What the check decided: `passed`; `off` when no captcha is configured; `unverified` when the
 * provider gave no verdict (timeout, network error, 5xx, an answer it could not read): the
 * submission is accepted and flagged, so staff judge it, under CAPTCHA_UNVERIFIED_LIMIT.
 */
export type CaptchaVerdict = 'passed' | 'off' | 'unverified';

type Check = {
  token: string | undefined;
  /** The field the token came in, where a refusal is reported. */
  field: string;
  /** The reCAPTCHA action the form runs (an answer for another action is refused). */
  action: string;
};

/**
 * reCAPTCHA v3 on the server when configured: 422 on `field` for a missing, weak or foreign token
 * (another action, another host name); when the provider gives no verdict, 429 past the tighter
 * per-address limit, else `unverified`.
 */
export async function checkCaptcha(
  c: Context<AppEnv>,
  { token, field, action }: Check,
): Promise<CaptchaVerdict> {
  const captcha = c.get('services').captcha;
  if (!captcha) return 'off';
  let result: CaptchaResult;
  try {
    result = await captcha.verify(token, action);
  } catch (error) {
    if (!(error instanceof CaptchaUnavailableError)) throw error;
    c.get('log').warn(
      { err: error, path: c.req.path, action },
      'the captcha verifier gave no verdict: accepted unverified, for staff to judge',
    );
    await enforceLimit(c, addressKey(c, 'captcha-unverified'), CAPTCHA_UNVERIFIED_LIMIT);
    return 'unverified';
  }
  if (result.ok) return 'passed';
  c.get('log').info(
    { path: c.req.path, reason: result.reason, score: result.score, codes: result.errorCodes },
    'request refused by the captcha check',
  );
  throw new ApiError(422, 'Api.captchaFailed', { [field]: ['Api.captchaFailed'] });
}
