'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { useCaptcha } from '@/components/captcha/use-captcha';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { SubmitButton } from '@/components/forms/submit-button';
import { Notice } from '@/components/ui/notice';
import { Link } from '@/lib/i18n/navigation';

import { useForgotPassword } from '../api/use-password-reset';
import { FORGOT_PASSWORD_CAPTCHA_ACTION } from '../captcha-action';
import type { ForgotPasswordInput } from '../schemas';

import { AuthFormFrame, EmailField } from './auth-fields';
import styles from './auth-form.module.css';

type Outcome = { severity: 'success' | 'error'; text: string };

// The rules (and zod) load when the visitor first focuses the form, not with the page.
const resolver = lazyZodResolver<ForgotPasswordInput>(() =>
  import('../schemas').then((module) => module.forgotPasswordSchema),
);

// part 1 §2.8 and §8: the e-mail of the account (and the captcha token when one is configured);
// the answer's message either way.
export function ForgotPasswordForm() {
  const t = useTranslations('Auth');
  const askForLink = useForgotPassword();
  const runCaptcha = useCaptcha();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { control, handleSubmit, reset, formState } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setOutcome(null);
    try {
      const token = await runCaptcha(FORGOT_PASSWORD_CAPTCHA_ACTION);
      const message = await askForLink({ ...input, token });
      setOutcome({ severity: 'success', text: message || t('forgot.sent') });
      reset({ email: '' });
    } catch (error) {
      const { answerMessage } = await import('@/lib/http/error-text');
      setOutcome({ severity: 'error', text: answerMessage(error) ?? t('unknownError') });
    }
  });

  return (
    <AuthFormFrame onSubmit={onSubmit} onFocus={resolver.preload} testId="forgot-password-form">
      {outcome && (
        <Notice
          severity={outcome.severity}
          role={outcome.severity === 'error' ? 'alert' : 'status'}
        >
          {outcome.text}
        </Notice>
      )}
      <EmailField control={control} />
      <SubmitButton busy={formState.isSubmitting} className={styles.submit}>
        {t('forgot.submit')}
      </SubmitButton>
      <Link href="/auth/login" className={`${styles.link} ${styles.centered}`}>
        {t('forgot.back')}
      </Link>
    </AuthFormFrame>
  );
}
