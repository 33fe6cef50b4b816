import 'server-only';
import type { ReactNode } from 'react';

import { getConfig } from '@/lib/config';

import { RecaptchaProvider } from './recaptcha-provider';

/**
 * Wraps a form the server checks with a captcha (enquiries, forgot password): with
 * RECAPTCHA_SITE_KEY set, reCAPTCHA v3 is loaded (only where such a form is shown) and the form's
 * submission gets a token; without it, no script is loaded and the form sends none
 * (ARCHITECTURE §2: captcha off by default).
 */
export function CaptchaBoundary({ children }: { children: ReactNode }) {
  const siteKey = getConfig().RECAPTCHA_SITE_KEY;
  if (!siteKey) return <>{children}</>;
  return <RecaptchaProvider siteKey={siteKey}>{children}</RecaptchaProvider>;
}
