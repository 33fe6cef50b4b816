import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { JsonLd } from '@/components/seo/json-ld';
import {
  WhereToSellEntry,
  type EntryProblem,
} from '@/features/trade-flows/components/where-to-sell-entry';
import { getCachedWhereToSell } from '@/features/trade-flows/server/cached';
import { hsCodeOfText } from '@/lib/hs/hs-code';
import { localePath } from '@/lib/i18n/locale-path';
import { routing } from '@/lib/i18n/routing';
import { LIST_VIEW_KEYS, listViewHref, parseListViewSegment } from '@/lib/navigation/list-views';
import { jsonLdBreadcrumbList } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { localizedUrls } from '@/lib/seo/urls';
import { WHERE_TO_SELL_PATH, whereToSellPath } from '@/lib/trade-flows/where-to-sell-path';

// /where-to-sell?hs= (issue 38), rewritten here by the proxy (lib/navigation/list-views.ts): the
// code box. A code of the nomenclature goes on to its page; anything else is said back with the
// box filled as it was sent. Each view renders once, then comes from the cache.
type Props = { params: Promise<{ locale: string; view: string }> };

export const revalidate = 3600;
export const generateStaticParams = () => [];

const KEYS = LIST_VIEW_KEYS.whereToSellEntry;

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
    getTranslations({ locale, namespace: 'WhereToSell' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  return {
    ...buildPageMetadata({
      title: t('entry.title'),
      description: t('entry.metaDescription'),
      path: listViewHref(WHERE_TO_SELL_PATH, view, KEYS),
      locale,
      siteName: metadata('portalName'),
    }),
    ...(Object.keys(view).length > 0 ? { robots: { index: false, follow: true } } : {}),
  };
}

export default async function WhereToSellEntryRoute({ params }: Props) {
  const parsed = await viewOf(params);
  if (!parsed) notFound();
  const { locale, view } = parsed;
  setRequestLocale(locale);
  const hs = (view.hs ?? '').trim();
  let problem: EntryProblem = null;
  if (hs) {
    const code = hsCodeOfText(hs);
    if (code && (await getCachedWhereToSell(code, 'value'))) {
      redirect(localePath(whereToSellPath(code), locale));
    }
    problem = code ? 'unknownCode' : 'code';
  }
  const [t, banner] = await Promise.all([
    getTranslations({ locale, namespace: 'WhereToSell' }),
    getTranslations({ locale, namespace: 'Banner' }),
  ]);
  return (
    <>
      <JsonLd
        data={jsonLdBreadcrumbList([
          { name: banner('home'), url: localizedUrls('/')[locale] },
          { name: t('entry.title'), url: localizedUrls(WHERE_TO_SELL_PATH)[locale] },
        ])}
      />
      <PageBanner
        title={t('entry.title')}
        subSubtitle={t('entry.intro')}
        image="/images/banners/agreements.svg"
      />
      <PageContainer component="div" spacing="roomy">
        <WhereToSellEntry hs={hs} problem={problem} locale={locale} />
      </PageContainer>
    </>
  );
}
