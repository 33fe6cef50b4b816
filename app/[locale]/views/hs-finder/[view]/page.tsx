import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { JsonLd } from '@/components/seo/json-ld';
import { HsFinderView } from '@/features/hs-codes/components/hs-finder-view';
import { finderRequestOf } from '@/features/hs-codes/finder-request';
import { HS_FINDER_PATH } from '@/features/hs-codes/hs-paths';
import { getCachedFinderPage } from '@/features/hs-codes/server/cached';
import { formatNumber } from '@/lib/i18n/format-number';
import { isolate } from '@/lib/i18n/isolate';
import { routing } from '@/lib/i18n/routing';
import { LIST_VIEW_KEYS, listViewHref, parseListViewSegment } from '@/lib/navigation/list-views';
import { jsonLdBreadcrumbList } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { localizedUrls } from '@/lib/seo/urls';

// /hs-finder?q=&page= (issue 37), rewritten here by the proxy (lib/navigation/list-views.ts): each
// search and page renders once, then comes from the full-route cache until `hs-codes` changes.
type Props = { params: Promise<{ locale: string; view: string }> };

export const revalidate = 3600;
export const generateStaticParams = () => [];

const KEYS = LIST_VIEW_KEYS.hsFinder;

async function viewOf(params: Props['params']) {
  const { locale, view: segment } = await params;
  const view = parseListViewSegment(segment, KEYS);
  if (!hasLocale(routing.locales, locale) || !view) return null;
  return { locale, view };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const parsed = await viewOf(params);
  if (!parsed) return {};
  const { locale, view } = parsed;
  const [t, metadata] = await Promise.all([
    getTranslations({ locale, namespace: 'HsFinder' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  const request = finderRequestOf(view);
  const title =
    request.state === 'search' ? t('searchTitle', { q: isolate(request.q, locale) }) : t('title');
  const page = request.state === 'search' ? request.page : 1;
  return {
    ...buildPageMetadata({
      title: page > 1 ? t('pageTitle', { title, page: formatNumber(page, locale) }) : title,
      description: t('metaDescription'),
      path: listViewHref(HS_FINDER_PATH, view, KEYS),
      locale,
      siteName: metadata('portalName'),
    }),
    // A search is a result page, not a page of its own for search engines.
    ...(view.q ? { robots: { index: false, follow: true } } : {}),
  };
}

export default async function HsFinderRoute({ params }: Props) {
  const parsed = await viewOf(params);
  if (!parsed) notFound();
  const { locale, view } = parsed;
  setRequestLocale(locale);
  const request = finderRequestOf(view);
  const [t, banner, found] = await Promise.all([
    getTranslations({ locale, namespace: 'HsFinder' }),
    getTranslations({ locale, namespace: 'Banner' }),
    request.state === 'search' ? getCachedFinderPage(request.q, request.page) : null,
  ]);
  return (
    <>
      <JsonLd
        data={jsonLdBreadcrumbList([
          { name: banner('home'), url: localizedUrls('/')[locale] },
          { name: t('title'), url: localizedUrls(HS_FINDER_PATH)[locale] },
        ])}
      />
      <PageBanner title={t('title')} subSubtitle={t('intro')} image="/images/banners/trade.svg" />
      <PageContainer component="div" spacing="roomy">
        <HsFinderView request={request} found={found} view={view} locale={locale} />
      </PageContainer>
    </>
  );
}
