import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { trailStepOf } from '@/features/hs-codes/code-trail';
import { assessmentOf } from '@/features/market-access/assessment-of';
import { assessmentQueryOf, type SearchParams } from '@/features/market-access/assessment-query';
import { OriginAssessmentView } from '@/features/market-access/components/origin-assessment-view';
import {
  MARKET_ACCESS_PATH,
  assessmentPath,
  marketAccessPath,
} from '@/features/market-access/constants';
import {
  getCachedCountryChoices,
  getCachedMarketAccess,
} from '@/features/market-access/server/cached';
import { ALPHA2_CODES } from '@/lib/geo/country-codes';
import { hsCodeOf, hsDigitsOf } from '@/lib/hs/hs-code';
import { isolate } from '@/lib/i18n/isolate';
import { pick } from '@/lib/i18n/localized';
import { routing } from '@/lib/i18n/routing';
import { buildPageMetadata } from '@/lib/seo/page-metadata';

// /market-access/{hs}/{country}/assessment?agreement={id} (issue 37): the rules-of-origin
// self-assessment of a product under one agreement with the partner. A GET form answered on the
// server (no script but the print button); the answers live in the address only, never stored,
// so the page renders per request from the cached market-access read. Another spelling of the
// code, an unknown country or an agreement not listed for the partner is the site's 404.
type Props = {
  params: Promise<{ locale: string; hs: string; country: string }>;
  searchParams: Promise<SearchParams>;
};

const KNOWN = new Set(ALPHA2_CODES);

async function load({ params, searchParams }: Props) {
  const [{ locale, hs, country }, search] = await Promise.all([params, searchParams]);
  if (!hasLocale(routing.locales, locale)) return null;
  const code = /^\d{2,6}$/.test(hs) ? hsCodeOf(hsDigitsOf(hs) ?? '') : null;
  if (!code || code !== hs || !KNOWN.has(country) || country === 'JO') return null;
  const query = assessmentQueryOf(search);
  if (query.agreementId === null) return null;
  const access = await getCachedMarketAccess(code, country);
  const agreement = access?.agreements.find((item) => item.id === query.agreementId);
  if (!access || !agreement) return null;
  const partnerName = (locale === 'ar' && access.partner.name_ar) || access.partner.name_en;
  return { locale, access, agreement, query, partnerName };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const loaded = await load(props);
  if (!loaded) return {};
  const { locale, access, agreement, partnerName } = loaded;
  const [t, metadata] = await Promise.all([
    getTranslations({ locale, namespace: 'OriginAssessment' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  const code = isolate(trailStepOf(access.code, locale).code, locale, { latin: true });
  return {
    ...buildPageMetadata({
      title: t('metaTitle', { code, partner: partnerName }),
      description: t('metaDescription', {
        code,
        partner: partnerName,
        agreement: pick(agreement, 'title', locale),
      }),
      path: assessmentPath(access.code.code, access.partner.country_code, agreement.id),
      locale,
      siteName: metadata('portalName'),
    }),
    // The answers are the visitor's own: an answered page is not for search engines.
    robots: { index: false, follow: true },
  };
}

export default async function OriginAssessmentRoute(props: Props) {
  const loaded = await load(props);
  if (!loaded) notFound();
  const { locale, access, agreement, query, partnerName } = loaded;
  setRequestLocale(locale);
  const [t, market, choices] = await Promise.all([
    getTranslations({ locale, namespace: 'OriginAssessment' }),
    getTranslations({ locale, namespace: 'MarketAccess' }),
    getCachedCountryChoices(),
  ]);
  const countryNames = new Map(
    choices.map((choice) => [choice.code, (locale === 'ar' && choice.name_ar) || choice.name_en]),
  );
  const result = query.answers ? assessmentOf(access, agreement.id, query.answers) : null;
  const step = trailStepOf(access.code, locale);
  return (
    <>
      <PageBanner
        title={t('title', { agreement: pick(agreement, 'title', locale) })}
        subSubtitle={
          <bdi>
            {step.code} · {step.name.text} · {partnerName}
          </bdi>
        }
        crumbs={[
          { label: market('entry.title'), href: MARKET_ACCESS_PATH },
          {
            label: market('title', { partner: partnerName }),
            href: marketAccessPath(access.code.code, access.partner.country_code),
          },
        ]}
        image="/images/banners/agreements.svg"
      />
      <PageContainer component="div" spacing="roomy">
        <OriginAssessmentView
          agreement={agreement}
          partnerName={partnerName}
          countryNames={countryNames}
          query={query}
          result={result}
          locale={locale}
        />
      </PageContainer>
    </>
  );
}
