'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { SUPPORT_EMAIL } from '@/lib/constants';
import { answerMessage } from '@/lib/http/error-text';
import { localePath } from '@/lib/i18n/locale-path';
import { isLocale } from '@/lib/i18n/routing';
import { readLastPage } from '@/lib/session/auth-events';
import { useCurrentUser } from '@/lib/session/current-user';
import { safeRedirect } from '@/lib/session/safe-redirect';

import { useResendVerification, useVerifyEmail } from '../api/use-email-verification';

type Resend = 'idle' | 'sent' | 'failed';

// part 1 §2.8, part 3 §4 and §8: verifies the link's hash, then returns to the last saved page,
// else the profile. A failure explains itself and points to help and to a new link.
export function VerifyEmail({ hash }: { hash: string }) {
  const t = useTranslations('Auth.verify');
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  const router = useRouter();
  const { mutateAsync: verifyHash } = useVerifyEmail();
  const resend = useResendVerification();
  const { data: user } = useCurrentUser();
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [resendState, setResendState] = useState<Resend>('idle');
  const [resendText, setResendText] = useState<string | null>(null);

  useEffect(() => {
    // Once per page, also under React's development double effects.
    if (started.current) return;
    started.current = true;
    verifyHash(hash).then(
      () => {
        const saved = readLastPage();
        router.replace(saved ? safeRedirect(saved) : localePath('/profile', locale));
      },
      (error: unknown) => setFailure(answerMessage(error) ?? t('failed')),
    );
  }, [hash, locale, router, t, verifyHash]);

  const askNewLink = async () => {
    try {
      const message = await resend.mutateAsync();
      setResendState('sent');
      setResendText(message ?? t('resent'));
    } catch (error) {
      setResendState('failed');
      setResendText(answerMessage(error) ?? t('resendFailed'));
    }
  };

  const help = (
    <Typography>
      {t('help')}{' '}
      <MuiLink href={`mailto:${SUPPORT_EMAIL}`} dir="ltr">
        {SUPPORT_EMAIL}
      </MuiLink>
    </Typography>
  );

  if (!failure) {
    return (
      <Stack spacing={2.5} aria-busy data-testid="verify-waiting">
        <Typography sx={{ fontSize: 18, fontWeight: 600 }}>{t('wait')}</Typography>
        <LinearProgress aria-label={t('progress')} />
        {help}
      </Stack>
    );
  }

  const canResend = !!user && !user.email_verified_at;
  return (
    <Stack spacing={2.5} data-testid="verify-failed">
      <Alert severity="error" role="alert">
        {failure}
      </Alert>
      {canResend ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={askNewLink} disabled={resend.isPending}>
            {t('resend')}
          </Button>
          {resendText && (
            <Typography
              role={resendState === 'failed' ? 'alert' : 'status'}
              sx={{ color: resendState === 'failed' ? 'error.main' : 'success.main' }}
            >
              {resendText}
            </Typography>
          )}
        </Stack>
      ) : (
        <Typography>{t('resendHint')}</Typography>
      )}
      {help}
    </Stack>
  );
}
