import 'server-only';
import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';

import { type Locale, routing } from '@/lib/i18n/routing';
import { buildPageMetadata } from '@/lib/seo/page-metadata';

type Screen = 'login' | 'register' | 'forgot' | 'reset' | 'verify';

/** The metadata of a sign-in screen: its title and description, kept out of search engines. */
export async function authMetadata(
  screen: Screen,
  locale: Locale,
  path: string,
): Promise<Metadata> {
  const [t, metadata] = await Promise.all([
    getTranslations({ locale, namespace: 'Auth' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  return {
    ...buildPageMetadata({
      title: t(`${screen}.title`),
      description: t(`${screen}.metaDescription`),
      path,
      locale,
      siteName: metadata('portalName'),
    }),
    robots: { index: false, follow: false },
  };
}

/** A sign-in screen's `generateMetadata`; an unknown locale gets none (its page is not found). */
export function authScreenMetadata(screen: Screen, path: string) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    return hasLocale(routing.locales, locale) ? authMetadata(screen, locale, path) : {};
  };
}
