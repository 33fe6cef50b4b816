'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { useSnackbar } from '@/components/feedback/snackbar-provider';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { SubmitButton } from '@/components/forms/submit-button';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';
import { AUTHORIZED_EVENT, emitAuthEvent } from '@/lib/session/auth-events';
import { redirectTarget } from '@/lib/session/safe-redirect';

import { useLogin } from '../api/use-login';
import type { LoginForm as LoginValues } from '../schemas';

import { AuthFormFrame, EmailField, PasswordField } from './auth-fields';
import styles from './auth-form.module.css';
import { AuthSwitch } from './auth-switch';

type Props =
  | { variant: 'modal'; onDone: () => void; onSwitch: () => void }
  | { variant: 'page'; redirect?: string };

const EMPTY: LoginValues = { email: '', password: '' };
// The rules (and zod) load when the visitor first focuses the form, not with the page.
const resolver = lazyZodResolver<LoginValues>(() =>
  import('../schemas').then((module) => module.loginFormSchema),
);

// part 1 §2.8 and §8: the login modal and /auth/login share this form.
export function LoginForm(props: Props) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const router = useRouter();
  const snackbar = useSnackbar();
  const logIn = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, reset, formState } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await logIn(values);
    } catch (error) {
      // part 1 §8: the first errors.email in red, else "Unknown error"; a snackbar; the form resets.
      const { answerMessage, firstEmailError } = await import('@/lib/http/error-text');
      setFailure(firstEmailError(error) ?? answerMessage(error) ?? t('unknownError'));
      snackbar.show(t('login.failed'), { severity: 'error' });
      reset(EMPTY);
      return;
    }
    emitAuthEvent(AUTHORIZED_EVENT);
    if (props.variant === 'modal') {
      // The visitor stays on the page (an enquiry draft waits there).
      reset(EMPTY);
      props.onDone();
    } else {
      // The redirect value already carries /ar when needed: the plain router keeps it as is.
      router.replace(redirectTarget(props.redirect, isLocale(locale) ? locale : 'en'));
    }
  });

  const closeModal = props.variant === 'modal' ? props.onDone : undefined;
  return (
    <AuthFormFrame onSubmit={onSubmit} onFocus={resolver.preload} testId="login-form">
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <EmailField control={control} />
      <PasswordField
        control={control}
        label={t('fields.password')}
        autoComplete="current-password"
      />
      <Link href="/auth/forget_password" onClick={closeModal} className={styles.link}>
        {t('login.forgot')}
      </Link>
      <SubmitButton busy={formState.isSubmitting} className={styles.submit}>
        {t('login.submit')}
      </SubmitButton>
      <AuthSwitch
        href="/auth/register"
        onSwitch={props.variant === 'modal' ? props.onSwitch : undefined}
      >
        {t('login.switch')}
      </AuthSwitch>
    </AuthFormFrame>
  );
}
