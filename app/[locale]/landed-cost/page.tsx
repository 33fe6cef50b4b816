import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import type { LandedCostAnswer } from '@/features/landed-cost/answer-schema';
import { LandedCostView } from '@/features/landed-cost/components/landed-cost-view';
import { LANDED_COST_PATH } from '@/features/landed-cost/constants';
import {
  landedCostPageQuery,
  type LandedCostField,
  type LandedCostPageQuery,
  type SearchParams,
} from '@/features/landed-cost/page-query';
import { computeLandedCost } from '@/features/landed-cost/server/compute-landed-cost';
import { getCachedCountryChoices } from '@/features/market-access/server/cached';
import { ApiError } from '@/lib/api/errors';
import { getPageSession } from '@/lib/auth/session-user';
import { routing } from '@/lib/i18n/routing';
import { buildPageMetadata } from '@/lib/seo/page-metadata';

import { landedCostSources } from '../../api/landed-cost-sources';
import { readMemberData } from '../_compositions/member-company/member-data';

// /landed-cost (issue 58): "What will it cost there?" A GET form answered on the server with the
// API's own schema and calculation (no HTTP hop); the inputs live in the address only, so the page
// renders per request. A signed-in member's saved self-assessment gives the preference, as in the
// API. Scripts: the print and save buttons only.
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ locale }, search] = await Promise.all([params, searchParams]);
  if (!hasLocale(routing.locales, locale)) return {};
  const [t, metadata] = await Promise.all([
    getTranslations({ locale, namespace: 'LandedCost' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  return {
    ...buildPageMetadata({
      title: t('title'),
      description: t('description'),
      path: LANDED_COST_PATH,
      locale,
      siteName: metadata('portalName'),
    }),
    // An answered page is the visitor's own figures: not for search engines.
    ...(Object.keys(search).length > 0 ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The answer, or the page's query with the route's 422 (unknown code, currency) by field. */
async function answerOf(
  page: LandedCostPageQuery,
): Promise<{ page: LandedCostPageQuery; answer: LandedCostAnswer | null }> {
  if (!page.query) return { page, answer: null };
  const query = page.query;
  const session = await getPageSession();
  try {
    const answer = await readMemberData((db) =>
      computeLandedCost(db, query, landedCostSources, session?.user.id ?? null),
    );
    return { page, answer };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    const errors = Object.fromEntries(
      Object.entries(error.errors).map(([field, [message]]) => [field as LandedCostField, message]),
    );
    return { page: { ...page, errors }, answer: null };
  }
}

export default async function LandedCostPage({ params, searchParams }: Props) {
  const [{ locale }, search] = await Promise.all([params, searchParams]);
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [t, choices, { page, answer }] = await Promise.all([
    getTranslations({ locale, namespace: 'LandedCost' }),
    getCachedCountryChoices(),
    answerOf(landedCostPageQuery(search)),
  ]);
  const names = new Map(
    choices.map((choice) => [choice.code, (locale === 'ar' && choice.name_ar) || choice.name_en]),
  );
  return (
    <>
      <PageBanner title={t('title')} image="/images/banners/agreements.svg" />
      <PageContainer component="div" spacing="roomy">
        <LandedCostView page={page} answer={answer} names={names} locale={locale} />
      </PageContainer>
    </>
  );
}
