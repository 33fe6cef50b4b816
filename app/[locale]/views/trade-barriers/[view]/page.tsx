import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { JsonLd } from '@/components/seo/json-ld';
import { RegisterList } from '@/features/trade-barriers/components/register-list';
import { REGISTER_PATH } from '@/features/trade-barriers/constants';
import { getCachedBarriers } from '@/features/trade-barriers/server/cached';
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

// /trade-barriers/register?q&country&sector&status&page (issue 39 part 3), rewritten here by the
// proxy (lib/navigation/list-views.ts): each view renders once, then comes from the full-route
// cache until a staff change re-validates the `trade-barriers` tag.
type Props = { params: Promise<{ locale: string; view: string }> };

export const revalidate = 3600;
export const generateStaticParams = () => [];

const KEYS = LIST_VIEW_KEYS.tradeBarriers;

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
    getTranslations({ locale, namespace: 'TradeBarrierRegister' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  const page = listViewPage(view);
  return {
    ...buildPageMetadata({
      title:
        page > 1
          ? t('pageTitle', { title: t('title'), page: formatNumber(page, locale) })
          : t('title'),
      description: t('metaDescription'),
      path: listViewHref(REGISTER_PATH, view, KEYS),
      locale,
      siteName: metadata('portalName'),
      // The register's Atom feed (/feeds/trade-barriers.atom, /ar/feeds/trade-barriers.atom).
      feeds: [{ name: 'trade-barriers', title: t('feedTitle') }],
    }),
    // A text search is a result page, not a page of its own for search engines.
    ...(view.q ? { robots: { index: false, follow: true } } : {}),
  };
}

export default async function TradeBarrierRegisterRoute({ params }: Props) {
  const parsed = await viewOf(params);
  if (!parsed) notFound();
  const { locale, view } = parsed;
  setRequestLocale(locale);
  const [t, banner, entries] = await Promise.all([
    getTranslations({ locale, namespace: 'TradeBarrierRegister' }),
    getTranslations({ locale, namespace: 'Banner' }),
    getCachedBarriers(),
  ]);
  return (
    <>
      <JsonLd
        data={jsonLdBreadcrumbList([
          { name: banner('home'), url: localizedUrls('/')[locale] },
          { name: t('title'), url: localizedUrls(REGISTER_PATH)[locale] },
        ])}
      />
      <PageBanner
        title={t('title')}
        subSubtitle={t('subtitle')}
        image="/images/banners/trade.svg"
      />
      <PageContainer component="div" spacing="roomy">
        <RegisterList entries={entries} view={view} locale={locale} />
      </PageContainer>
    </>
  );
}
