'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';

import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { SubmitButton } from '@/components/forms/submit-button';
import { Notice } from '@/components/ui/notice';
import { localePath } from '@/lib/i18n/locale-path';
import { isLocale } from '@/lib/i18n/routing';
import { AUTHORIZED_EVENT, emitAuthEvent, RESET_LOGIN_DELAY_MS } from '@/lib/session/auth-events';

import { useLogin } from '../api/use-login';
import { useResetPassword } from '../api/use-password-reset';
import type { ResetPasswordForm as ResetValues } from '../schemas';

import { AuthFormFrame, NewPasswordFields } from './auth-fields';
import styles from './auth-form.module.css';

type Props = { token: string; email: string };
type Outcome = { severity: 'success' | 'error'; text: string };

const EMPTY: ResetValues = { password: '', password_confirmation: '' };
// The rules (and zod) load when the visitor first focuses the form, not with the page.
const resolver = lazyZodResolver<ResetValues>(() =>
  import('../schemas').then((module) => module.resetPasswordFormSchema),
);

// part 1 §2.8 and §8: the new password twice; success logs in after 2 s and goes to the root.
export function ResetPasswordForm({ token, email }: Props) {
  const t = useTranslations('Auth');
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  const router = useRouter();
  const resetPassword = useResetPassword();
  const logIn = useLogin();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The new password, kept only until the automatic login 2 s after the reset.
  const [newPassword, setNewPassword] = useState<string | null>(null);
  const { control, handleSubmit, reset, formState } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (newPassword === null) return;
    const timer = setTimeout(async () => {
      try {
        await logIn({ email, password: newPassword });
        emitAuthEvent(AUTHORIZED_EVENT);
        router.replace(localePath('/', locale));
      } catch {
        // The password is set; the visitor can still log in by hand.
        router.replace(localePath('/auth/login', locale));
      }
    }, RESET_LOGIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [newPassword, email, locale, logIn, router]);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    let message: string;
    try {
      message = await resetPassword({ ...values, email, token });
    } catch (error) {
      const { answerMessage, firstEmailError } = await import('@/lib/http/error-text');
      const text = firstEmailError(error) ?? answerMessage(error) ?? t('unknownError');
      setOutcome({ severity: 'error', text });
      return;
    }
    setOutcome({ severity: 'success', text: message || t('reset.done') });
    reset(EMPTY);
    setNewPassword(values.password);
  });

  const done = outcome?.severity === 'success';
  return (
    <AuthFormFrame onSubmit={onSubmit} onFocus={resolver.preload} testId="reset-password-form">
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {outcome && (
        <Notice severity={outcome.severity} role={done ? 'status' : 'alert'}>
          {outcome.text}
          {done && ` ${t('reset.loggingIn')}`}
        </Notice>
      )}
      <NewPasswordFields
        control={control}
        labels={{ password: t('password.newPassword'), confirmation: t('password.confirmNew') }}
      />
      <SubmitButton busy={formState.isSubmitting} disabled={done} className={styles.submit}>
        {t('reset.submit')}
      </SubmitButton>
    </AuthFormFrame>
  );
}
