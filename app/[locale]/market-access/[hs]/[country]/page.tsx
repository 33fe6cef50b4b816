import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { JsonLd } from '@/components/seo/json-ld';
import { trailStepOf } from '@/features/hs-codes/code-trail';
import { MarketAccessView } from '@/features/market-access/components/market-access-view';
import { MARKET_ACCESS_PATH, marketAccessPath } from '@/features/market-access/constants';
import {
  getCachedCountryChoices,
  getCachedMarketAccess,
} from '@/features/market-access/server/cached';
import { readPageTariff } from '@/features/market-access/server/page-tariff';
import { ALPHA2_CODES } from '@/lib/geo/country-codes';
import { hsCodeOfSegment } from '@/lib/hs/hs-code';
import { isolate } from '@/lib/i18n/isolate';
import { routing, type Locale } from '@/lib/i18n/routing';
import { redirectKeepingQuery } from '@/lib/navigation/redirect-keeping-query';
import { jsonLdBreadcrumbList } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { localizedUrls } from '@/lib/seo/urls';

// /market-access/{hs}/{country} (issue 37): a product's duties and rules of origin with a partner
// under Jordan's agreements. Rendered on its first request and served from the full-route cache;
// the partner's tariff is read from the provider at each rendering, so the page renders again
// every five minutes: a provider that was away is read again soon. The code in another spelling
// (15.09, 150920 for 1509.20) and the country in small letters redirect to the canonical address;
// a code the nomenclature lacks, an unknown country or Jordan itself is the site's 404.
type Props = { params: Promise<{ locale: string; hs: string; country: string }> };

export const revalidate = 300;
export const generateStaticParams = () => [];

const KNOWN = new Set(ALPHA2_CODES);
const NAMESPACES = ['HsCodeField'];

async function load(params: Props['params']) {
  const { locale, hs, country } = await params;
  if (!hasLocale(routing.locales, locale)) return null;
  const code = hsCodeOfSegment(hs);
  const partner = country.toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(partner) || !KNOWN.has(partner) || partner === 'JO') return null;
  const access = await getCachedMarketAccess(code, partner);
  if (!access) return null;
  return { locale, access, canonical: hs === code && country === partner };
}

async function titlesOf(
  access: NonNullable<Awaited<ReturnType<typeof load>>>['access'],
  locale: Locale,
) {
  const t = await getTranslations({ locale, namespace: 'MarketAccess' });
  const step = trailStepOf(access.code, locale);
  const partner = (locale === 'ar' && access.partner.name_ar) || access.partner.name_en;
  const code = isolate(step.code, locale, { latin: true });
  return {
    title: t('title', { partner }),
    metaTitle: t('metaTitle', { code, partner }),
    description: t('metaDescription', { code, name: step.name.text, partner }),
    subtitle: `${step.code} · ${step.name.text}`,
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params);
  if (!loaded) return {};
  const { locale, access } = loaded;
  const [metadata, titles] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    titlesOf(access, locale),
  ]);
  return buildPageMetadata({
    title: titles.metaTitle,
    description: titles.description,
    path: marketAccessPath(access.code.code, access.partner.country_code),
    locale,
    siteName: metadata('portalName'),
  });
}

export default async function MarketAccessRoute({ params }: Props) {
  const loaded = await load(params);
  if (!loaded) notFound();
  const { locale, access, canonical } = loaded;
  setRequestLocale(locale);
  const path = marketAccessPath(access.code.code, access.partner.country_code);
  if (!canonical) redirectKeepingQuery(path, locale);
  const [t, banner, titles, countries, page] = await Promise.all([
    getTranslations({ locale, namespace: 'MarketAccess' }),
    getTranslations({ locale, namespace: 'Banner' }),
    titlesOf(access, locale),
    getCachedCountryChoices(),
    readPageTariff(access),
  ]);
  return (
    <>
      <JsonLd
        data={jsonLdBreadcrumbList([
          { name: banner('home'), url: localizedUrls('/')[locale] },
          { name: t('entry.title'), url: localizedUrls(MARKET_ACCESS_PATH)[locale] },
          { name: titles.metaTitle, url: localizedUrls(path)[locale] },
        ])}
      />
      <PageBanner
        title={titles.title}
        subSubtitle={<bdi>{titles.subtitle}</bdi>}
        crumbs={[{ label: t('entry.title'), href: MARKET_ACCESS_PATH }]}
        image="/images/banners/agreements.svg"
      />
      <PageContainer component="div" spacing="roomy">
        <PageMessages namespaces={NAMESPACES}>
          <MarketAccessView
            access={page.answer}
            countries={countries}
            locale={locale}
            tariffUnavailable={page.tariffUnavailable}
          />
        </PageMessages>
      </PageContainer>
    </>
  );
}
