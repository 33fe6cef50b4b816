import 'server-only';
import type { Context } from 'hono';

import { CaptchaUnavailableError, type CaptchaResult } from '@/lib/captcha';

import { ApiError } from './errors';
import type { AppEnv } from './types';

/**
 * reCAPTCHA v3 on the server when configured: 422 on `field` for a missing or weak token, 503 when
 * the verifier gives no verdict (nothing was done, so the visitor can simply send again).
 */
export async function checkCaptcha(
  c: Context<AppEnv>,
  token: string | undefined,
  field: string,
): Promise<void> {
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
    { path: c.req.path, reason: result.reason, score: result.score, codes: result.errorCodes },
    'request refused by the captcha check',
  );
  throw new ApiError(422, 'Api.captchaFailed', { [field]: ['Api.captchaFailed'] });
}
