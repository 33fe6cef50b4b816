import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { JsonLd } from '@/components/seo/json-ld';
import { HsSectionList } from '@/features/hs-codes/components/hs-section-list';
import { HS_BROWSE_PATH, HS_FINDER_PATH } from '@/features/hs-codes/hs-paths';
import { getCachedSectionSummaries } from '@/features/hs-codes/server/cached';
import { routing } from '@/lib/i18n/routing';
import { jsonLdBreadcrumbList } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { localizedUrls } from '@/lib/seo/urls';

// /hs-finder/browse (issue 37): the nomenclature's 21 sections, where browsing starts. Rendered on
// its first request, then from the full-route cache until `hs-codes` changes.
type Props = { params: Promise<{ locale: string }> };

export const revalidate = 3600;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const [t, metadata] = await Promise.all([
    getTranslations({ locale, namespace: 'HsFinder' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  return buildPageMetadata({
    title: t('browse.title'),
    description: t('browse.metaDescription'),
    path: HS_BROWSE_PATH,
    locale,
    siteName: metadata('portalName'),
  });
}

export default async function HsBrowseRoute({ params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [t, banner, sections] = await Promise.all([
    getTranslations({ locale, namespace: 'HsFinder' }),
    getTranslations({ locale, namespace: 'Banner' }),
    getCachedSectionSummaries(),
  ]);
  return (
    <>
      <JsonLd
        data={jsonLdBreadcrumbList([
          { name: banner('home'), url: localizedUrls('/')[locale] },
          { name: t('title'), url: localizedUrls(HS_FINDER_PATH)[locale] },
          { name: t('browse.title'), url: localizedUrls(HS_BROWSE_PATH)[locale] },
        ])}
      />
      <PageBanner
        title={t('browse.title')}
        crumbs={[{ label: t('title'), href: HS_FINDER_PATH }]}
        image="/images/banners/trade.svg"
      />
      <PageContainer component="div" spacing="roomy">
        <HsSectionList sections={sections} locale={locale} />
      </PageContainer>
    </>
  );
}
