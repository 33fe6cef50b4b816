import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import type { AuthSession } from '@/lib/auth/sessions';
import { isDatabaseUnavailable, serviceUnavailable } from '@/lib/db/unavailable';
import { type Locale, routing } from '@/lib/i18n/routing';

import { requireMember } from './require-member';

type LocaleParams = { params: Promise<{ locale: string }> };

/**
 * A member page's `generateMetadata`: the `title` (and with `description`, the description) of a
 * message namespace, kept out of search engines.
 */
export function memberPageMetadata(namespace: string, { description = false } = {}) {
  return async ({ params }: LocaleParams): Promise<Metadata> => {
    const { locale } = await params;
    if (!hasLocale(routing.locales, locale)) return {};
    const t = await getTranslations({ locale, namespace });
    return {
      title: t('title'),
      ...(description ? { description: t('description') } : {}),
      robots: { index: false, follow: false },
    };
  };
}

/**
 * Opens a page of the member area (part 3 §2) in its locale; a visitor goes to the login page,
 * which returns to `path` (without the locale prefix).
 */
export async function openMemberPage(
  { params }: LocaleParams,
  path: string,
): Promise<{ locale: Locale; session: AuthSession }> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  try {
    return { locale, session: await requireMember(path) };
  } catch (error) {
    // The member stays on the page, told the service is briefly unavailable (503).
    if (isDatabaseUnavailable(error)) throw serviceUnavailable(error);
    throw error;
  }
}
