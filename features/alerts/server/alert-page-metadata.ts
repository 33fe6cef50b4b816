import 'server-only';
import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';

import { routing } from '@/lib/i18n/routing';
import { buildPageMetadata } from '@/lib/seo/page-metadata';

type LocaleParams = { params: Promise<{ locale: string }> };

/**
 * An alerts page's `generateMetadata`: its title (`Alerts.<key>.title`, or the namespace's own)
 * and the description; the pages of a personal link (`personal`) are kept out of search engines.
 */
export function alertPageMetadata(key: string | null, path: string, { personal = false } = {}) {
  return async ({ params }: LocaleParams): Promise<Metadata> => {
    const { locale } = await params;
    if (!hasLocale(routing.locales, locale)) return {};
    const [t, metadata] = await Promise.all([
      getTranslations({ locale, namespace: 'Alerts' }),
      getTranslations({ locale, namespace: 'Metadata' }),
    ]);
    const page = buildPageMetadata({
      title: key ? t(`${key}.title` as 'title') : t('title'),
      description: t('description'),
      path,
      locale,
      siteName: metadata('portalName'),
    });
    return personal ? { ...page, robots: { index: false, follow: false } } : page;
  };
}
