import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { getMenuRoutePage, getPageByAppId } from '@/features/content/server/cached-pages';
import { contentPageMetadata } from '@/features/content/server/content-route';
import { FORM_NAMESPACES } from '@/lib/i18n/client-messages';
import { routing } from '@/lib/i18n/routing';

import {
  TRADE_BARRIERS_BANNER_CHILD_ID,
  TRADE_BARRIERS_PAGE_ID,
} from '../_compositions/trade-barriers/constants';
import { TradeBarriersPage } from '../_compositions/trade-barriers/trade-barriers-page';

type Props = { params: Promise<{ locale: string }> };

// Cached like the content pages (app/[locale]/pages/[slug]); no cookies are read here.
export const revalidate = 3600;

// The metadata of page 800, whose content this is: its canonical URL is /pages/800-…, so search
// engines index one address for the report form.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return contentPageMetadata(
    'pages',
    Promise.resolve({ locale, slug: String(TRADE_BARRIERS_PAGE_ID) }),
  );
}

// part 2 "Reporting trade barriers": the content of page 800 (menu child 80) under the banner of
// menu item 81.
export default async function ReportingTradeBarriersRoute({ params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [page, banner] = await Promise.all([
    getPageByAppId(TRADE_BARRIERS_PAGE_ID),
    getMenuRoutePage(TRADE_BARRIERS_BANNER_CHILD_ID, 'menu-1'),
  ]);
  if (!page) notFound();
  return (
    <PageMessages namespaces={FORM_NAMESPACES}>
      <TradeBarriersPage page={page} locale={locale} banner={banner} />
    </PageMessages>
  );
}
