'use client';

import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';

import { useSnackbar } from '@/components/feedback/snackbar-provider';
import { answerMessage, statusOf } from '@/lib/http/error-text';
import { refreshCurrentUser } from '@/lib/session/current-user';

import { useSendVerificationLink } from '../api/use-send-verification-link';

// part 3 §9: the "link sent" snackbar closes after 3000 ms (others after 5000 ms).
const LINK_SENT_SNACKBAR_MS = 3000;

// part 3 §4 "E-mail" and §8: 202 → link sent; 429 → the server's "try again after N seconds";
// 409 → already verified, so the user is re-fetched; anything else → "Error sending verification link".
export function VerifyEmailButton() {
  const t = useTranslations('Profile.account');
  const snackbar = useSnackbar();
  const sending = useSendVerificationLink();

  const send = () =>
    sending.mutate(undefined, {
      onSuccess: () =>
        snackbar.show(t('linkSent'), { severity: 'success', durationMs: LINK_SENT_SNACKBAR_MS }),
      onError: (error) => {
        const status = statusOf(error);
        const message = answerMessage(error);
        if (status === 409) {
          void refreshCurrentUser().catch(() => undefined);
          if (message) snackbar.show(message, { severity: 'success' });
        } else if (status === 429 && message) {
          snackbar.show(message, { severity: 'error' });
        } else {
          snackbar.show(t('sendError'), { severity: 'error' });
        }
      },
    });

  return (
    <Button
      variant="contained"
      onClick={send}
      loading={sending.isPending}
      loadingPosition="start"
      startIcon={<MarkEmailUnreadOutlined aria-hidden />}
      sx={{ justifySelf: 'start' }}
    >
      {t('verify')}
    </Button>
  );
}
