import 'server-only';
import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';

import { getPageSession } from '@/lib/auth/session-user';
import type { AuthSession } from '@/lib/auth/sessions';
import { isLocale } from '@/lib/i18n/routing';
import { loginPathFor } from '@/lib/session/member-routes';

/**
 * The session of a member page's visitor; without one the visitor goes to the login page, which
 * returns to `path` (the page's path without the locale prefix, with its query if any).
 */
export async function requireMember(path: string): Promise<AuthSession> {
  const session = await getPageSession();
  if (session) return session;
  const locale = await getLocale();
  redirect(loginPathFor(path, isLocale(locale) ? locale : 'en'));
}
