'use client';

import { useTranslations } from 'next-intl';

import { latinChunks } from '@/components/ui/bidi-text';
import { Notice } from '@/components/ui/notice';
import { useCurrentUser } from '@/lib/session/current-user';

/**
 * part 1 §5 "The email is shown from the logged-in user": replies go to the account's address (the
 * server takes it from the session); a visitor is told to log in first.
 */
export function AccountEmail() {
  const t = useTranslations('EnquiryForm');
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return null;
  if (!user) {
    return (
      <Notice severity="warning" role="status" data-testid="enquiry-login-note">
        {t('loginToSubmit')}
      </Notice>
    );
  }
  return (
    <Notice severity="info" data-testid="enquiry-account-email">
      {/* The address is isolated, left to right, inside the sentence (BidiText). */}
      {t.rich('emailFromAccount', { email: user.email, value: latinChunks })}
    </Notice>
  );
}
