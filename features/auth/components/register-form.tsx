'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { useSnackbar } from '@/components/feedback/snackbar-provider';
import { FormTextField } from '@/components/forms/form-text-field';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { SubmitButton } from '@/components/forms/submit-button';
import { useLabelOf } from '@/components/forms/use-label-of';
import { Notice } from '@/components/ui/notice';
import { localePath } from '@/lib/i18n/locale-path';
import { isLocale } from '@/lib/i18n/routing';
import { emitAuthEvent, SIGNUP_EVENT, SIGNUP_EVENT_DELAY_MS } from '@/lib/session/auth-events';
import { NAME_MAX } from '@/lib/validation/limits';

import { useRegister } from '../api/use-register';
import type { RegisterForm as RegisterValues } from '../schemas';

import { AuthFormFrame, EmailField, NewPasswordFields } from './auth-fields';
import styles from './auth-form.module.css';
import { AuthSwitch } from './auth-switch';
import { TermsField } from './terms-field';

type Props = { variant: 'modal'; onDone: () => void; onSwitch: () => void } | { variant: 'page' };

const EMPTY: RegisterValues = {
  name: '',
  phone: '',
  email: '',
  password: '',
  password_confirmation: '',
  terms: false,
};
// The rules (and zod) load when the visitor first focuses the form, not with the page.
const resolver = lazyZodResolver<RegisterValues>(() =>
  import('../schemas').then((module) => module.registerFormSchema),
);

// part 1 §2.8, §4 and §8: the sign-up modal and /auth/register share this form.
export function RegisterForm(props: Props) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const router = useRouter();
  const snackbar = useSnackbar();
  const signUp = useRegister();
  const [failure, setFailure] = useState<string[]>([]);
  const [registered, setRegistered] = useState(false);
  const { control, handleSubmit, reset, formState } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const labelOf = useLabelOf('Auth');

  const onSubmit = handleSubmit(async ({ terms: _terms, ...input }) => {
    setFailure([]);
    try {
      await signUp(input);
    } catch (error) {
      const { answerMessage, fieldErrorLines, firstEmailError } =
        await import('@/lib/http/error-text');
      const email = props.variant === 'page' ? firstEmailError(error) : undefined;
      const lines = email ? [email] : fieldErrorLines(error, labelOf);
      setFailure(lines.length > 0 ? lines : [answerMessage(error) ?? t('unknownError')]);
      return;
    }
    // part 1 §4: the new member is logged in (the session cookie) and the form resets.
    reset(EMPTY);
    if (props.variant === 'page') {
      snackbar.show(t('register.success'), { severity: 'success' });
      router.push(localePath('/', isLocale(locale) ? locale : 'en'));
      return;
    }
    setRegistered(true);
    const { onDone } = props;
    // Not cancelled when the visitor closes the modal first: the event still has to reach the page.
    setTimeout(() => {
      emitAuthEvent(SIGNUP_EVENT);
      onDone();
    }, SIGNUP_EVENT_DELAY_MS);
  });

  if (registered) {
    return (
      <Notice severity="success" role="status" data-testid="register-success">
        {t('register.success')}
      </Notice>
    );
  }

  return (
    <AuthFormFrame onSubmit={onSubmit} onFocus={resolver.preload} testId="register-form">
      {failure.length > 0 && (
        <div role="alert" className={styles.failure}>
          {failure.map((line, index) => (
            <p key={index}>{line}</p>
          ))}
        </div>
      )}
      <FormTextField
        control={control}
        name="name"
        label={t('fields.name')}
        autoComplete="name"
        counterMax={NAME_MAX}
      />
      <FormTextField
        control={control}
        name="phone"
        kind="tel"
        label={t('fields.phone')}
        autoComplete="tel"
      />
      <EmailField control={control} />
      <NewPasswordFields
        control={control}
        labels={{
          password: t('fields.password'),
          confirmation: t('fields.password_confirmation'),
        }}
      />
      <TermsField control={control} />
      <SubmitButton busy={formState.isSubmitting} className={styles.submit}>
        {t('register.submit')}
      </SubmitButton>
      <AuthSwitch
        href="/auth/login"
        onSwitch={props.variant === 'modal' ? props.onSwitch : undefined}
      >
        {t('register.switch')}
      </AuthSwitch>
    </AuthFormFrame>
  );
}
