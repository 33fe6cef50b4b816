'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';

import { useCaptcha } from '@/components/captcha/use-captcha';
import { FieldFrame, useFieldIds } from '@/components/forms/field-frame';
import fieldStyles from '@/components/forms/field.module.css';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { useErrorText } from '@/components/forms/use-field-error';
import { LocaleLink } from '@/components/ui/locale-link';
import { isolate } from '@/lib/i18n/isolate';
import { HONEYPOT_FIELD } from '@/lib/validation/limits';

import type { AlertOptions } from '../alert-options';
import { subscribeToAlerts } from '../api/alert-requests';
import { ALERT_CAPTCHA_ACTION, MEMBER_ALERTS_PATH } from '../constants';
import type { AlertChoices } from '../schemas';

import { AlertChoicesFields } from './alert-choices-fields';
import styles from './alerts.module.css';
import { answerErrors, firstIssueErrors } from './choices-errors';

type Props = { options: AlertOptions };

/** The subscribe form (issue 39): e-mail and choices; a visitor is told to confirm by e-mail. */
export function SubscribeForm({ options }: Props) {
  const t = useTranslations('Alerts');
  const locale = useLocale() === 'ar' ? 'ar' : 'en';
  const message = useErrorText();
  const runCaptcha = useCaptcha();
  const ids = useFieldIds();
  const [email, setEmail] = useState('');
  const [choices, setChoices] = useState<AlertChoices>({
    content_types: ['trade_leads'],
    industry_ids: [],
    country_ids: [],
    hs_chapters: [],
    frequency: 'weekly',
    locale,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState<'pending' | 'active' | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    // zod loads with the form's first check, not with the page.
    const { alertChoicesSchema, alertEmailSchema } = await import('../schemas');
    const address = alertEmailSchema.safeParse(email);
    const chosen = alertChoicesSchema.safeParse(choices);
    const found = {
      ...(address.success ? {} : { email: address.error.issues[0]?.message ?? 'rules.email' }),
      ...(chosen.success ? {} : firstIssueErrors(chosen.error)),
    };
    setErrors(found);
    setFailed(false);
    if (!address.success || !chosen.success) return;
    setBusy(true);
    try {
      const recaptchaToken = await runCaptcha(ALERT_CAPTCHA_ACTION);
      const answer = await subscribeToAlerts({
        email: address.data,
        ...chosen.data,
        ...(recaptchaToken ? { recaptchaToken } : {}),
        ...(typeof honeypot === 'string' && honeypot ? { website: honeypot } : {}),
      });
      setDone(answer.status);
    } catch (error) {
      setErrors(await answerErrors(error));
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className={styles.notice} role="status" data-testid="alerts-subscribed">
        <h2 className="h3">{t(done === 'pending' ? 'sent.title' : 'active.title')}</h2>
        {done === 'pending' ? (
          <p>{t('sent.text', { email: isolate(email.trim(), locale, { latin: true }) })}</p>
        ) : (
          <p>
            {t('active.text')} <LocaleLink href={MEMBER_ALERTS_PATH}>{t('active.link')}</LocaleLink>
          </p>
        )}
      </div>
    );
  }

  const emailError = message(errors.email);
  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="alerts-form">
      <HoneypotField />
      {failed && (
        <p role="alert" className={styles.failure}>
          {t('form.error')}
        </p>
      )}
      <FieldFrame ids={ids} label={t('form.email')} required error={emailError}>
        <input
          id={ids.input}
          className={fieldStyles.input}
          type="email"
          name="email"
          dir="ltr"
          autoComplete="email"
          required
          value={email}
          aria-invalid={!!emailError}
          aria-describedby={emailError ? ids.helper : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FieldFrame>
      <AlertChoicesFields value={choices} onChange={setChoices} options={options} errors={errors} />
      <div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('form.saving') : t('form.submit')}
        </button>
      </div>
    </form>
  );
}
