import 'server-only';
import type { Logger } from 'pino';

import type { Config } from '@/lib/config';

import { verifyCaptcha, type CaptchaOptions, type CaptchaResult } from './verify';

export { CAPTCHA_TIMEOUT_MS, CaptchaUnavailableError, verifyCaptcha } from './verify';
export type { CaptchaOptions, CaptchaRejection, CaptchaResult } from './verify';

/**
 * Checks a form's token for the action that form runs (an answer for another action, or minted
 * on another host, is refused); throws CaptchaUnavailableError when no verdict can be had.
 */
export type CaptchaVerifier = {
  verify: (token: string | undefined, action: string) => Promise<CaptchaResult>;
};

export function createCaptchaVerifier(
  options: Omit<CaptchaOptions, 'expectedAction'>,
): CaptchaVerifier {
  return {
    verify: (token, action) => verifyCaptcha(token, { ...options, expectedAction: action }),
  };
}

/** reCAPTCHA v3 when RECAPTCHA_SECRET is set; otherwise null, said once in the log. */
export function captchaFromConfig(config: Config, log: Logger): CaptchaVerifier | null {
  if (!config.RECAPTCHA_SECRET) {
    log.warn('RECAPTCHA_SECRET is not set: enquiries are accepted without a captcha check');
    return null;
  }
  return createCaptchaVerifier({
    secret: config.RECAPTCHA_SECRET,
    minScore: config.RECAPTCHA_MIN_SCORE,
    verifyUrl: config.RECAPTCHA_VERIFY_URL,
    expectedHostname: new URL(config.SITE_URL).hostname,
  });
}
