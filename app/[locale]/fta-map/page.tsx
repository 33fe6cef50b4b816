import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { JsonLd } from '@/components/seo/json-ld';
import { FTA_MAP_PATH } from '@/features/agreements/constants';
import { routing } from '@/lib/i18n/routing';
import { jsonLdBreadcrumbList } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { localizedUrls } from '@/lib/seo/urls';

import { FtaMapPage } from '../_compositions/trade-pages/fta-map-page';

// /fta-map (part 1 §2.1; page 810 redirects here): rendered on its first request, then served from
// the full-route cache until the `agreements` tag is re-validated by a staff change.
type Props = { params: Promise<{ locale: string }> };

export const revalidate = 3600;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const [t, metadata] = await Promise.all([
    getTranslations({ locale, namespace: 'Agreements' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  return buildPageMetadata({
    title: t('map.pageTitle'),
    description: t('map.metaDescription'),
    path: FTA_MAP_PATH,
    locale,
    siteName: metadata('portalName'),
  });
}

export default async function FtaMapRoute({ params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [t, banner] = await Promise.all([
    getTranslations({ locale, namespace: 'Agreements' }),
    getTranslations({ locale, namespace: 'Banner' }),
  ]);
  return (
    <>
      <JsonLd
        data={jsonLdBreadcrumbList([
          { name: banner('home'), url: localizedUrls('/')[locale] },
          { name: t('map.pageTitle'), url: localizedUrls(FTA_MAP_PATH)[locale] },
        ])}
      />
      <FtaMapPage locale={locale} />
    </>
  );
}
