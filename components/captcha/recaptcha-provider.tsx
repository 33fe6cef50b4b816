'use client';

import { useLocale } from 'next-intl';
import { useCallback, type ReactNode } from 'react';
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3';

import { CaptchaContext, type CaptchaRunner } from './use-captcha';

/** Loads reCAPTCHA v3 for the site key and lets a form ask for a token per action. */
export function RecaptchaProvider({ siteKey, children }: { siteKey: string; children: ReactNode }) {
  const locale = useLocale();
  return (
    <GoogleReCaptchaProvider
      reCaptchaKey={siteKey}
      language={locale}
      scriptProps={{ async: true, defer: true, appendTo: 'body' }}
    >
      <CaptchaBridge>{children}</CaptchaBridge>
    </GoogleReCaptchaProvider>
  );
}

function CaptchaBridge({ children }: { children: ReactNode }) {
  const { executeRecaptcha } = useGoogleReCaptcha();
  // Until the script has loaded there is no token; the server then refuses when it requires one.
  const run = useCallback<CaptchaRunner>(
    async (action) => (executeRecaptcha ? executeRecaptcha(action) : undefined),
    [executeRecaptcha],
  );
  return <CaptchaContext.Provider value={run}>{children}</CaptchaContext.Provider>;
}
