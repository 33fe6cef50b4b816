import 'server-only';
import { headers } from 'next/headers';
import { forbidden, notFound, redirect } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';

import { getPageSession } from '@/lib/auth/session-user';
import type { AuthSession } from '@/lib/auth/sessions';
import { canOpenArea, type StaffArea } from '@/lib/auth/staff-areas';
import type { StaffRole } from '@/lib/auth/staff-roles';
import { isDatabaseUnavailable, serviceUnavailable } from '@/lib/db/unavailable';
import { type Locale, routing } from '@/lib/i18n/routing';
import { consoleLoginPath, consolePath } from '@/lib/navigation/console-path';

export type StaffSession = AuthSession & { user: AuthSession['user'] & { role: StaffRole } };
type LocaleParams = { params: Promise<{ locale: string }> };

/** The header the proxy sets on console requests: the address asked for, query included. */
export const CONSOLE_PATH_HEADER = 'x-console-path';

/**
 * Opens the console (issue 13): a visitor, or staff who have not passed the second factor in this
 * session, go to the console's sign-in, which returns to the address asked for; a member gets 403.
 */
export async function openConsole({
  params,
}: LocaleParams): Promise<{ locale: Locale; session: StaffSession }> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  let session: AuthSession | null;
  try {
    session = await getPageSession();
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw serviceUnavailable(error);
    throw error;
  }
  const back = (await headers()).get(CONSOLE_PATH_HEADER) ?? consolePath('/', locale);
  if (!session) redirect(consoleLoginPath(locale, back));
  if (session.user.role === 'user') forbidden();
  if (!session.secondFactorAt) redirect(consoleLoginPath(locale, back));
  return { locale, session: session as StaffSession };
}

/** Opens a page of a console area: as `openConsole`, and 403 for a role the area is not for. */
export async function openConsoleArea(
  area: StaffArea,
  props: LocaleParams,
): Promise<{ locale: Locale; session: StaffSession }> {
  const opened = await openConsole(props);
  if (!canOpenArea(opened.session.user.role, area)) forbidden();
  return opened;
}
