import 'server-only';
import type { ReactNode } from 'react';

import { getConfig } from '@/lib/config';

import { EnquiryCaptchaProvider } from './enquiry-captcha-provider';

/**
 * Wraps an enquiry form: with RECAPTCHA_SITE_KEY set, reCAPTCHA v3 is loaded (only where a form is
 * shown) and the form's submission gets a token; without it, no script is loaded and the form
 * sends none (ARCHITECTURE §2: captcha off by default).
 */
export function EnquiryCaptcha({ children }: { children: ReactNode }) {
  const siteKey = getConfig().RECAPTCHA_SITE_KEY;
  if (!siteKey) return <>{children}</>;
  return <EnquiryCaptchaProvider siteKey={siteKey}>{children}</EnquiryCaptchaProvider>;
}
