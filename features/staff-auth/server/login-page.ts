import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';

import { getPageSession } from '@/lib/auth/session-user';
import { isStaffRole } from '@/lib/auth/sessions';
import { isDatabaseUnavailable, serviceUnavailable } from '@/lib/db/unavailable';
import { type Locale, routing } from '@/lib/i18n/routing';
import { safeConsoleRedirect } from '@/lib/navigation/console-path';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export type ConsoleLoginStart = {
  locale: Locale;
  initialStep: 'password' | 'setup' | 'verify';
  email?: string;
  target: string;
};

/**
 * Opens /admin/login (issue 13): staff signed in fully go straight on to `redirect` (a console
 * address) or the dashboard; staff signed in with the password only (the public site's login)
 * start at the second factor; anyone else at the password.
 */
export async function openConsoleLogin({
  params,
  searchParams,
}: Props): Promise<ConsoleLoginStart> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const asked = (await searchParams).redirect;
  const target = safeConsoleRedirect(Array.isArray(asked) ? asked[0] : asked, locale);
  let session;
  try {
    session = await getPageSession();
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw serviceUnavailable(error);
    throw error;
  }
  if (!session || !isStaffRole(session.user.role)) {
    return { locale, initialStep: 'password', target };
  }
  if (session.secondFactorAt) redirect(target);
  return {
    locale,
    initialStep: session.user.totp_enabled_at ? 'verify' : 'setup',
    email: session.user.email,
    target,
  };
}
