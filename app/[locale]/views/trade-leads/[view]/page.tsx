import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { JsonLd } from '@/components/seo/json-ld';
import { TradeLeadsDirectory } from '@/features/trade-leads/components/trade-leads-directory';
import { TRADE_LEADS_PAGE_SIZE, TRADE_LEADS_PATH } from '@/features/trade-leads/constants';
import { filtersOfView } from '@/features/trade-leads/lead-list-view';
import { getCachedLeadChoices, getCachedLeadsPage } from '@/features/trade-leads/server/cached';
import { formatNumber } from '@/lib/i18n/format-number';
import { routing } from '@/lib/i18n/routing';
import {
  LIST_VIEW_KEYS,
  listViewHref,
  listViewPage,
  parseListViewSegment,
} from '@/lib/navigation/list-views';
import { jsonLdBreadcrumbList } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { localizedUrls } from '@/lib/seo/urls';
import { ammanDay } from '@/lib/time/amman-day';

// /trade-leads?country&sector&chapter&state&page (issue 39), rewritten here by the proxy
// (lib/navigation/list-views.ts): each view renders once, then comes from the full-route cache until
// the `trade-leads` tag is re-validated by a staff change. Open and closed are as of Amman's day,
// part of the cached read's key: the page renders again at least every 15 minutes.
type Props = { params: Promise<{ locale: string; view: string }> };

export const revalidate = 900;
export const generateStaticParams = () => [];

const KEYS = LIST_VIEW_KEYS.tradeLeads;

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
    getTranslations({ locale, namespace: 'TradeLeads' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  const page = listViewPage(view);
  return buildPageMetadata({
    title:
      page > 1
        ? t('pageTitle', { title: t('title'), page: formatNumber(page, locale) })
        : t('title'),
    description: t('metaDescription'),
    path: listViewHref(TRADE_LEADS_PATH, view, KEYS),
    locale,
    siteName: metadata('portalName'),
    feeds: [{ name: 'trade-leads', title: t('feedTitle') }],
  });
}

export default async function TradeLeadsRoute({ params }: Props) {
  const parsed = await viewOf(params);
  if (!parsed) notFound();
  const { locale, view } = parsed;
  setRequestLocale(locale);
  const today = ammanDay(new Date());
  const filters = filtersOfView(view);
  const paging = { page: listViewPage(view), page_size: TRADE_LEADS_PAGE_SIZE };
  const [t, banner, first, choices] = await Promise.all([
    getTranslations({ locale, namespace: 'TradeLeads' }),
    getTranslations({ locale, namespace: 'Banner' }),
    getCachedLeadsPage(filters, paging, today),
    getCachedLeadChoices(),
  ]);
  // A page past the end shows the last one.
  const leads =
    first.page_count > 0 && paging.page > first.page_count
      ? await getCachedLeadsPage(filters, { ...paging, page: first.page_count }, today)
      : first;
  return (
    <>
      <JsonLd
        data={jsonLdBreadcrumbList([
          { name: banner('home'), url: localizedUrls('/')[locale] },
          { name: t('title'), url: localizedUrls(TRADE_LEADS_PATH)[locale] },
        ])}
      />
      <PageBanner
        title={t('title')}
        subSubtitle={t('subtitle')}
        image="/images/banners/trade.svg"
      />
      <PageContainer component="div" spacing="roomy">
        <TradeLeadsDirectory leads={leads} choices={choices} view={view} locale={locale} />
      </PageContainer>
    </>
  );
}
