'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import type { Locale } from '@/lib/i18n/routing';
import { consoleLoginPath } from '@/lib/navigation/console-path';

// POST /api/logout – ends the session, then the console's sign-in page
export function SignOutButton({ locale, className }: { locale: Locale; className?: string }) {
  const t = useTranslations('Console');
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    const { http } = await import('@/lib/http/client');
    await http.post('/logout').catch(() => undefined);
    window.location.assign(consoleLoginPath(locale));
  };
  return (
    <button type="button" className={className} onClick={signOut} disabled={busy}>
      {t('signOut')}
    </button>
  );
}
