import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { JsonLd } from '@/components/seo/json-ld';
import { trailStepOf } from '@/features/hs-codes/code-trail';
import { WhereToSellView } from '@/features/trade-flows/components/where-to-sell-view';
import { WHERE_TO_SELL_SORTS, type WhereToSellSort } from '@/features/trade-flows/constants';
import { getCachedWhereToSell } from '@/features/trade-flows/server/cached';
import { drawMarketMap } from '@/features/trade-flows/server/market-map';
import { hsCodeOfSegment } from '@/lib/hs/hs-code';
import { isolate } from '@/lib/i18n/isolate';
import { localePath } from '@/lib/i18n/locale-path';
import { routing } from '@/lib/i18n/routing';
import { LIST_VIEW_KEYS, listViewHref, parseListViewSegment } from '@/lib/navigation/list-views';
import { jsonLdBreadcrumbList } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { localizedUrls } from '@/lib/seo/urls';
import { WHERE_TO_SELL_PATH, whereToSellPath } from '@/lib/trade-flows/where-to-sell-path';

// /where-to-sell/{hs}?sort= (issue 38), rewritten here by the proxy (lib/navigation/list-views.ts):
// a product's largest importing markets from the imported trade flows. Each order renders once,
// then comes from the cache until the flows, the nomenclature or the agreements change. The code
// in another spelling (15.09) and an order the page lacks redirect to the canonical address; a code
// the nomenclature lacks is the site's 404.
type Props = { params: Promise<{ locale: string; hs: string; view: string }> };

export const revalidate = 3600;
export const generateStaticParams = () => [];

const KEYS = LIST_VIEW_KEYS.whereToSell;
const SORTS: readonly string[] = WHERE_TO_SELL_SORTS;

async function load(params: Props['params']) {
  const { locale, hs, view: segment } = await params;
  const view = parseListViewSegment(segment, KEYS);
  if (!hasLocale(routing.locales, locale) || !view) return null;
  const code = hsCodeOfSegment(hs);
  if (!code) return null;
  const sort = (SORTS.includes(view.sort ?? '') ? view.sort : 'value') as WhereToSellSort;
  const answer = await getCachedWhereToSell(code, sort);
  if (!answer) return null;
  const canonical = hs === code && (view.sort === undefined || view.sort === sort);
  const clean = view.sort === undefined || !SORTS.includes(view.sort) ? {} : view;
  return { locale, answer, view: clean, canonical };
}

async function titlesOf(
  answer: NonNullable<Awaited<ReturnType<typeof load>>>['answer'],
  locale: 'en' | 'ar',
) {
  const t = await getTranslations({ locale, namespace: 'WhereToSell' });
  const step = trailStepOf(answer.code, locale);
  const code = isolate(step.code, locale, { latin: true });
  return {
    title: t('titleOf', { code }),
    metaTitle: t('metaTitle', { code }),
    description: t('metaDescription', { code, name: step.name.text }),
    subtitle: step.name.text,
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params);
  if (!loaded) return {};
  const { locale, answer, view } = loaded;
  const [metadata, titles] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    titlesOf(answer, locale),
  ]);
  return {
    ...buildPageMetadata({
      title: titles.metaTitle,
      description: titles.description,
      path: whereToSellPath(answer.code.code),
      locale,
      siteName: metadata('portalName'),
    }),
    ...(Object.keys(view).length > 0 ? { robots: { index: false, follow: true } } : {}),
  };
}

export default async function WhereToSellRoute({ params }: Props) {
  const loaded = await load(params);
  if (!loaded) notFound();
  const { locale, answer, view, canonical } = loaded;
  setRequestLocale(locale);
  const path = whereToSellPath(answer.code.code);
  if (!canonical) redirect(localePath(listViewHref(path, view, KEYS), locale));
  const [t, banner, titles] = await Promise.all([
    getTranslations({ locale, namespace: 'WhereToSell' }),
    getTranslations({ locale, namespace: 'Banner' }),
    titlesOf(answer, locale),
  ]);
  return (
    <>
      <JsonLd
        data={jsonLdBreadcrumbList([
          { name: banner('home'), url: localizedUrls('/')[locale] },
          { name: t('entry.title'), url: localizedUrls(WHERE_TO_SELL_PATH)[locale] },
          { name: titles.metaTitle, url: localizedUrls(path)[locale] },
        ])}
      />
      <PageBanner
        title={titles.title}
        subSubtitle={<bdi>{titles.subtitle}</bdi>}
        crumbs={[{ label: t('entry.title'), href: WHERE_TO_SELL_PATH }]}
        image="/images/banners/agreements.svg"
      />
      <PageContainer component="div" spacing="roomy">
        <WhereToSellView
          answer={answer}
          map={drawMarketMap(answer.markets)}
          view={view}
          locale={locale}
        />
      </PageContainer>
    </>
  );
}
