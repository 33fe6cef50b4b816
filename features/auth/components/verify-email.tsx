'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { useSnackbar } from '@/components/feedback/snackbar-provider';
import { Notice } from '@/components/ui/notice';
import { useTimers } from '@/components/ui/use-timers';
import { SUPPORT_EMAIL } from '@/lib/constants';
import { localePath } from '@/lib/i18n/locale-path';
import { isLocale } from '@/lib/i18n/routing';
import { readLastPage } from '@/lib/session/auth-events';
import { useCurrentUser } from '@/lib/session/current-user';
import { safeRedirect } from '@/lib/session/safe-redirect';

import { useResendVerification, useVerifyEmail } from '../api/use-email-verification';

import styles from './auth-form.module.css';

type Resend = 'idle' | 'sent' | 'failed';

/** How long the confirmation shows here before the visitor goes on (as the edit forms wait). */
export const VERIFIED_REDIRECT_DELAY_MS = 2000;

// part 1 §2.8, part 3 §4 and §8: verifies the link's hash, then returns to the last saved page,
// else the profile. Success says so here, then once more on the next page (the layout's snackbar,
// issue 25: the confirmation was never shown). A failure explains itself and points to help and
// to a new link.
export function VerifyEmail({ hash }: { hash: string }) {
  const t = useTranslations('Auth.verify');
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  const router = useRouter();
  const snackbar = useSnackbar();
  const schedule = useTimers();
  const verifyHash = useVerifyEmail();
  const resend = useResendVerification();
  const [resending, setResending] = useState(false);
  const { data: user } = useCurrentUser();
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const [resendState, setResendState] = useState<Resend>('idle');
  const [resendText, setResendText] = useState<string | null>(null);

  useEffect(() => {
    // Once per page, also under React's development double effects.
    if (started.current) return;
    started.current = true;
    verifyHash(hash).then(
      () => {
        setVerified(true);
        schedule(() => {
          const saved = readLastPage();
          snackbar.show(t('done'), { severity: 'success' });
          router.replace(saved ? safeRedirect(saved) : localePath('/profile', locale));
        }, VERIFIED_REDIRECT_DELAY_MS);
      },
      async (error: unknown) => {
        // The answer's reader (axios, zod) comes only when there is a failure to explain.
        const { answerMessage } = await import('@/lib/http/error-text');
        setFailure(answerMessage(error) ?? t('failed'));
      },
    );
  }, [hash, locale, router, schedule, snackbar, t, verifyHash]);

  const askNewLink = async () => {
    setResending(true);
    try {
      const message = await resend();
      setResendState('sent');
      setResendText(message ?? t('resent'));
    } catch (error) {
      const { answerMessage } = await import('@/lib/http/error-text');
      setResendState('failed');
      setResendText(answerMessage(error) ?? t('resendFailed'));
    } finally {
      setResending(false);
    }
  };

  const help = (
    <p className={styles.text}>
      {t('help')}{' '}
      <a href={`mailto:${SUPPORT_EMAIL}`} dir="ltr" className={styles.link}>
        {SUPPORT_EMAIL}
      </a>
    </p>
  );

  if (verified) {
    return (
      <div className={styles.form} data-testid="verify-done">
        <Notice severity="success" role="status">
          {t('done')}
        </Notice>
      </div>
    );
  }

  if (!failure) {
    return (
      <div className={styles.form} aria-busy data-testid="verify-waiting">
        <p className={styles.waitTitle}>{t('wait')}</p>
        <div
          role="progressbar"
          aria-label={t('progress')}
          className={`indeterminate ${styles.bar}`}
        />
        {help}
      </div>
    );
  }

  const canResend = !!user && !user.email_verified_at;
  return (
    <div className={styles.form} data-testid="verify-failed">
      <Notice severity="error" role="alert">
        {failure}
      </Notice>
      {canResend ? (
        <div className={styles.row}>
          <button
            type="button"
            className={`button button-primary ${styles.submit} ${styles.inline}`}
            onClick={askNewLink}
            disabled={resending}
          >
            {t('resend')}
          </button>
          {resendText && (
            <p
              role={resendState === 'failed' ? 'alert' : 'status'}
              className={resendState === 'failed' ? styles.failure : styles.sent}
            >
              {resendText}
            </p>
          )}
        </div>
      ) : (
        <p className={styles.text}>{t('resendHint')}</p>
      )}
      {help}
    </div>
  );
}
