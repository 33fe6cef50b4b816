'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';

import { FormTextField } from '@/components/forms/form-text-field';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { SubmitButton } from '@/components/forms/submit-button';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import { setCurrentUser, useCurrentUser } from '@/lib/session/current-user';
import { loginPathFor } from '@/lib/session/member-routes';

import { fetchMyInterests, sendInterest } from '../api/interests';
import { TRADE_LEAD_INTERESTS_PATH, TRADE_LEAD_MESSAGE_MAX } from '../constants';
import type { InterestBody, MemberInterest } from '../schemas';

import styles from './trade-leads.module.css';

// The schema (and zod) load with the form's first check, not with the lead's page.
const resolver = lazyZodResolver<InterestBody>(() =>
  import('../schemas').then((module) => module.interestBodySchema),
);

type Props = {
  leadId: number;
  /** The lead's page without locale prefix: the login returns to it. */
  path: string;
  /** The lead still takes interest (published, deadline today or later). */
  open: boolean;
};

/**
 * Issue 39 "Express interest": the lead's page is cached for everyone, so this island asks who is
 * signed in. A visitor gets a login link that returns here; a member who has already answered sees
 * the state staff gave it; otherwise a short message form (react-hook-form with the API's schema).
 */
export function InterestBox({ leadId, path, open }: Props) {
  const t = useTranslations('TradeLeads.interest');
  const states = useTranslations('TradeLeads.interestStates');
  const locale = useLocale() as Locale;
  const { data: user } = useCurrentUser();
  // undefined while the member's interests are on their way.
  const [interest, setInterest] = useState<MemberInterest | null | undefined>(undefined);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit, setError } = useForm<InterestBody>({
    resolver,
    defaultValues: { message: '' },
  });

  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    fetchMyInterests()
      .then((all) => live && setInterest(all.find((row) => row.lead_id === leadId) ?? null))
      .catch((error: unknown) => {
        console.error('the member’s trade lead interests could not be read', error);
        if (live) setInterest(null);
      });
    return () => {
      live = false;
    };
  }, [userId, leadId]);

  if (user === undefined) return null;
  if (user === null) {
    return open ? (
      <a
        className={styles.primaryLink}
        href={loginPathFor(path, locale)}
        data-testid="interest-login"
      >
        {t('login')}
      </a>
    ) : (
      <p>{t('closed')}</p>
    );
  }
  if (interest === undefined) return null;
  if (interest) {
    return (
      <div
        role="status"
        className={styles.sent}
        data-testid="interest-state"
        data-state={interest.state}
      >
        <p>{sent ? t('sent') : t('already')}</p>
        <p className={styles.stateLine}>{t('stateLine', { state: states(interest.state) })}</p>
        <a href={localePath(TRADE_LEAD_INTERESTS_PATH, locale)}>{t('mine')}</a>
      </div>
    );
  }
  if (!open) return <p>{t('closed')}</p>;

  const submit = handleSubmit(async (body) => {
    setBusy(true);
    setFailure(null);
    try {
      setInterest(await sendInterest(leadId, body));
      setSent(true);
    } catch (error) {
      // The error reader brings zod: it loads with the failure.
      const { answerMessage, fieldErrorsOf, statusOf } = await import('@/lib/http/error-text');
      const status = statusOf(error);
      if (status === 401) {
        setCurrentUser(null);
      } else if (status === 409) {
        const all = await fetchMyInterests().catch(() => []);
        setInterest(all.find((row) => row.lead_id === leadId) ?? null);
      } else {
        const message = fieldErrorsOf(error).message?.[0];
        if (message) setError('message', { message });
        else setFailure(answerMessage(error) ?? t('failed'));
      }
    } finally {
      setBusy(false);
    }
  });

  return (
    <form
      className={styles.interestForm}
      onSubmit={submit}
      onFocus={resolver.preload}
      noValidate
      data-testid="interest-form"
    >
      <p>{t('intro')}</p>
      <FormTextField
        control={control}
        name="message"
        label={t('message')}
        hint={t('messageHint')}
        counterMax={TRADE_LEAD_MESSAGE_MAX}
        maxLength={TRADE_LEAD_MESSAGE_MAX}
        multiline
        rows={4}
        dir="auto"
        trim
      />
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <div>
        <SubmitButton busy={busy}>{busy ? t('sending') : t('send')}</SubmitButton>
      </div>
    </form>
  );
}
