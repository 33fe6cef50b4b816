import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { JsonLd } from '@/components/seo/json-ld';
import { getCachedFinderPage } from '@/features/hs-codes/server/cached';
import { MarketAccessEntry } from '@/features/market-access/components/market-access-entry';
import { MARKET_ACCESS_PATH, marketAccessPath } from '@/features/market-access/constants';
import { entryRequestOf } from '@/features/market-access/entry-request';
import {
  getCachedCountryChoices,
  getCachedMarketAccess,
} from '@/features/market-access/server/cached';
import { localePath } from '@/lib/i18n/locale-path';
import { routing } from '@/lib/i18n/routing';
import { LIST_VIEW_KEYS, listViewHref, parseListViewSegment } from '@/lib/navigation/list-views';
import { jsonLdBreadcrumbList } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { localizedUrls } from '@/lib/seo/urls';

// /market-access?hs=&country= (issue 37), rewritten here by the proxy (lib/navigation/list-views.ts):
// the entry page's form sends a code (or words) and a country; a code of the nomenclature with a
// partner goes on to its page, anything else is said back with the form filled as it was sent, and
// words get the HS finder's codes for them. Each view renders once, then comes from the cache.
type Props = { params: Promise<{ locale: string; view: string }> };

export const revalidate = 3600;
export const generateStaticParams = () => [];

const KEYS = LIST_VIEW_KEYS.marketAccess;
const SUGGESTIONS = 8;

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
    getTranslations({ locale, namespace: 'MarketAccess' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  return {
    ...buildPageMetadata({
      title: t('entry.title'),
      description: t('entry.metaDescription'),
      path: listViewHref(MARKET_ACCESS_PATH, view, KEYS),
      locale,
      siteName: metadata('portalName'),
    }),
    ...(Object.keys(view).length > 0 ? { robots: { index: false, follow: true } } : {}),
  };
}

export default async function MarketAccessEntryRoute({ params }: Props) {
  const parsed = await viewOf(params);
  if (!parsed) notFound();
  const { locale, view } = parsed;
  setRequestLocale(locale);
  const request = entryRequestOf(view);
  let unknownCode = false;
  if (request.state === 'check' && request.code && !request.countryProblem) {
    const access = await getCachedMarketAccess(request.code, request.country);
    if (access) redirect(localePath(marketAccessPath(request.code, request.country), locale));
    unknownCode = true;
  }
  const words = request.state === 'check' && request.codeProblem === 'words' ? request.hs : null;
  const [t, banner, countries, found] = await Promise.all([
    getTranslations({ locale, namespace: 'MarketAccess' }),
    getTranslations({ locale, namespace: 'Banner' }),
    getCachedCountryChoices(),
    words ? getCachedFinderPage(words, 1) : null,
  ]);
  return (
    <>
      <JsonLd
        data={jsonLdBreadcrumbList([
          { name: banner('home'), url: localizedUrls('/')[locale] },
          { name: t('entry.title'), url: localizedUrls(MARKET_ACCESS_PATH)[locale] },
        ])}
      />
      <PageBanner
        title={t('entry.title')}
        subSubtitle={t('entry.intro')}
        image="/images/banners/agreements.svg"
      />
      <PageContainer component="div" spacing="roomy">
        <PageMessages namespaces={['HsCodeField']}>
          <MarketAccessEntry
            request={request}
            unknownCode={unknownCode}
            suggestions={found ? found.results.slice(0, SUGGESTIONS) : null}
            countries={countries}
            locale={locale}
          />
        </PageMessages>
      </PageContainer>
    </>
  );
}
