import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';

import { getPageSession } from '@/lib/auth/session-user';
import { routing } from '@/lib/i18n/routing';
import { redirectTarget } from '@/lib/session/safe-redirect';

export type VisitorScreenProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * Opens a screen that only visitors see (login, register; part 1 §2.8): a member is sent on at
 * once to the safe `redirect` value, else Home. Returns that value for the visitor's form.
 */
export async function openVisitorScreen({
  params,
  searchParams,
}: VisitorScreenProps): Promise<string | undefined> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const query = await searchParams;
  const back = typeof query.redirect === 'string' ? query.redirect : undefined;
  if (await getPageSession()) redirect(redirectTarget(back, locale));
  return back;
}
