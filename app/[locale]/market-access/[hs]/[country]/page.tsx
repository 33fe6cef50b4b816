import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { JsonLd } from '@/components/seo/json-ld';
import { trailStepOf } from '@/features/hs-codes/code-trail';
import { HsSuccessorsChoice } from '@/features/hs-codes/components/hs-successors-choice';
import { OlderCodeNotes } from '@/features/hs-codes/components/older-code-notes';
import {
  getCachedHsResolution,
  getCachedOlderCodesBecoming,
} from '@/features/hs-codes/server/older-codes';
import { MarketAccessView } from '@/features/market-access/components/market-access-view';
import { MARKET_ACCESS_PATH, marketAccessPath } from '@/features/market-access/constants';
import { entryHref } from '@/features/market-access/entry-request';
import {
  getCachedCountryChoices,
  getCachedMarketAccess,
} from '@/features/market-access/server/cached';
import { getCachedMfnTariff } from '@/features/market-access/server/cached-mfn';
import { readPageTariff } from '@/features/market-access/server/page-tariff';
import { ALPHA2_CODES } from '@/lib/geo/country-codes';
import { formatHsCode, hsCodeOfSegment } from '@/lib/hs/hs-code';
import { olderNoteQuery, singleCodeOf, type HsResolution } from '@/lib/hs/resolve-hs-code';
import { formatYear } from '@/lib/i18n/format-number';
import { isolate } from '@/lib/i18n/isolate';
import { localePath } from '@/lib/i18n/locale-path';
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
// an unknown country or Jordan itself is the site's 404. A subheading of HS 2017 or 2012 (issue 45)
// with one 2022 successor redirects to the successor's page, which then shows a note; with several,
// the page lists them, each a link to its market access; a code in no edition goes to the entry
// page with the code typed, which says so and offers the HS finder.
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
  if (!access) {
    const older = await olderOrAway(code, partner, locale);
    return { kind: 'older' as const, locale, code, partner, older };
  }
  return { kind: 'access' as const, locale, access, canonical: hs === code && country === partner };
}

type Older = Extract<HsResolution, { kind: 'older' }>;

/** An older code with several successors; one with a single successor or none redirects. */
async function olderOrAway(code: string, partner: string, locale: Locale): Promise<Older> {
  const resolution = await getCachedHsResolution(code);
  if (resolution.kind !== 'older') {
    redirect(localePath(entryHref(MARKET_ACCESS_PATH, code, partner), locale));
  }
  const successor = singleCodeOf(resolution);
  if (successor) {
    const path = marketAccessPath(successor, partner);
    redirect(`${localePath(path, locale)}?${olderNoteQuery(resolution)}`);
  }
  return resolution;
}

async function olderTitlesOf(older: Older, locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'HsOlderCodes' });
  const values = {
    code: isolate(formatHsCode(older.code), locale, { latin: true }),
    edition: formatYear(older.edition, locale),
  };
  return {
    title: t('title', values),
    metaTitle: t('metaTitle', values),
    description: t('metaDescription', values),
  };
}

async function titlesOf(
  access: Extract<NonNullable<Awaited<ReturnType<typeof load>>>, { kind: 'access' }>['access'],
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
  if (loaded.kind === 'older') {
    const { locale, older, code, partner } = loaded;
    const [metadata, titles] = await Promise.all([
      getTranslations({ locale, namespace: 'Metadata' }),
      olderTitlesOf(older, locale),
    ]);
    return {
      ...buildPageMetadata({
        title: titles.metaTitle,
        description: titles.description,
        path: marketAccessPath(code, partner),
        locale,
        siteName: metadata('portalName'),
      }),
      robots: { index: false, follow: true },
    };
  }
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
  if (loaded.kind === 'older') return <OlderCodePage {...loaded} />;
  const { locale, access, canonical } = loaded;
  setRequestLocale(locale);
  const path = marketAccessPath(access.code.code, access.partner.country_code);
  if (!canonical) redirectKeepingQuery(path, locale);
  const [t, banner, titles, countries, page, older, mfn] = await Promise.all([
    getTranslations({ locale, namespace: 'MarketAccess' }),
    getTranslations({ locale, namespace: 'Banner' }),
    titlesOf(access, locale),
    getCachedCountryChoices(),
    readPageTariff(access),
    getCachedOlderCodesBecoming(access.code.code),
    getCachedMfnTariff(access.code.code, access.partner.country_code),
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
        <OlderCodeNotes locale={locale} code={access.code.code} older={older} />
        <PageMessages namespaces={NAMESPACES}>
          <MarketAccessView
            access={{ ...page.answer, mfn_tariff: mfn }}
            countries={countries}
            locale={locale}
            tariffUnavailable={page.tariffUnavailable}
          />
        </PageMessages>
      </PageContainer>
    </>
  );
}

/** An older code that became several 2022 codes: each a link to its market access here. */
async function OlderCodePage({
  locale,
  older,
  partner,
}: {
  locale: Locale;
  older: Older;
  partner: string;
}) {
  setRequestLocale(locale);
  const [t, titles] = await Promise.all([
    getTranslations({ locale, namespace: 'MarketAccess' }),
    olderTitlesOf(older, locale),
  ]);
  return (
    <>
      <PageBanner
        title={titles.title}
        crumbs={[{ label: t('entry.title'), href: MARKET_ACCESS_PATH }]}
        image="/images/banners/agreements.svg"
      />
      <PageContainer component="div" spacing="roomy">
        <HsSuccessorsChoice
          locale={locale}
          edition={older.edition}
          code={older.code}
          successors={older.successors}
          tool="marketAccess"
          hrefOf={(code) => marketAccessPath(code, partner)}
        />
      </PageContainer>
    </>
  );
}
