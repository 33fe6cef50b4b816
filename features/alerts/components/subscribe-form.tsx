'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { useCaptcha } from '@/components/captcha/use-captcha';
import { FormTextField } from '@/components/forms/form-text-field';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { LocaleLink } from '@/components/ui/locale-link';
import { isolate } from '@/lib/i18n/isolate';
import { HONEYPOT_FIELD } from '@/lib/validation/limits';

import type { AlertStartChoices } from '../alert-me-query';
import type { AlertOptions } from '../alert-options';
import { subscribeToAlerts } from '../api/alert-requests';
import { ALERT_CAPTCHA_ACTION, MEMBER_ALERTS_PATH } from '../constants';
import type { SubscribeRequest } from '../schemas';

import { AlertForm } from './alert-form';
import styles from './alerts.module.css';
import { showAnswerErrors } from './show-answer-errors';

type Values = Omit<SubscribeRequest, 'recaptchaToken' | 'website'>;

// The rules (and zod) load with the form's first check, not with the page.
const resolver = lazyZodResolver<Values>(() =>
  import('../schemas').then((module) => module.subscribeRequestSchema),
);

type Props = {
  options: AlertOptions;
  /**
   * Issue 45: what the form starts with, from the server: the member's verified address ('' for a
   * visitor) and the choices of the list whose "Alert me about this" link led here.
   */
  start: { email: string; choices: AlertStartChoices };
};

/** The subscribe form (issue 39): e-mail and choices; a visitor is told to confirm by e-mail. */
export function SubscribeForm({ options, start }: Props) {
  const t = useTranslations('Alerts');
  const locale = useLocale() === 'ar' ? 'ar' : 'en';
  const runCaptcha = useCaptcha();
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState<{ status: 'pending' | 'active'; email: string } | null>(null);
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      email: start.email,
      ...start.choices,
      frequency: 'weekly',
      locale,
    },
  });
  const { control, handleSubmit, setError } = form;

  const submit = handleSubmit(async (values, event) => {
    setFailed(false);
    // The honeypot is no field of the form's values: only a bot fills it.
    const element = event?.target instanceof HTMLFormElement ? event.target : null;
    const website = element ? new FormData(element).get(HONEYPOT_FIELD) : null;
    try {
      const recaptchaToken = await runCaptcha(ALERT_CAPTCHA_ACTION);
      const answer = await subscribeToAlerts({
        ...values,
        ...(recaptchaToken ? { recaptchaToken } : {}),
        ...(typeof website === 'string' && website ? { website } : {}),
      });
      setDone({ status: answer.status, email: values.email });
    } catch (error) {
      await showAnswerErrors(error, setError);
      setFailed(true);
    }
  });

  if (done) {
    return (
      <div className={styles.notice} role="status" data-testid="alerts-subscribed">
        <h2 className="h3">{t(done.status === 'pending' ? 'sent.title' : 'active.title')}</h2>
        {done.status === 'pending' ? (
          <p>{t('sent.text', { email: isolate(done.email, locale, { latin: true }) })}</p>
        ) : (
          <p>
            {t('active.text')} <LocaleLink href={MEMBER_ALERTS_PATH}>{t('active.link')}</LocaleLink>
          </p>
        )}
      </div>
    );
  }

  return (
    <AlertForm
      form={form}
      onSubmit={submit}
      onFocus={resolver.preload}
      data-testid="alerts-form"
      top={<HoneypotField />}
      failed={failed}
      submitLabel={t('form.submit')}
      options={options}
    >
      <FormTextField
        control={control}
        name="email"
        kind="email"
        label={t('form.email')}
        autoComplete="email"
      />
    </AlertForm>
  );
}
