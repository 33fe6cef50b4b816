import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { JsonLd } from '@/components/seo/json-ld';
import { ExpertsDirectory } from '@/features/experts/components/experts-directory';
import { EXPERTS_PATH } from '@/features/experts/experts-path';
import { directoryPage, poolFilterOf } from '@/features/experts/pool-directory';
import { getCachedExpertsDirectory } from '@/features/experts/server/cached';
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

// /pool-of-experts?search=&pool=&page=, rewritten here by the proxy (lib/navigation/list-views.ts):
// each view renders once, then comes from the full-route cache until the `experts` tag changes.
type Props = { params: Promise<{ locale: string; view: string }> };

export const revalidate = 3600;
export const generateStaticParams = () => [];

const KEYS = LIST_VIEW_KEYS.experts;

async function load(params: Props['params']) {
  const { locale, view: segment } = await params;
  const view = parseListViewSegment(segment, KEYS);
  if (!hasLocale(routing.locales, locale) || !view) return null;
  const directory = await getCachedExpertsDirectory();
  const listing = directoryPage(directory.pools, directory.experts, {
    search: view.search,
    pool: poolFilterOf(view.pool),
    page: listViewPage(view),
  });
  return { locale, view, directory, listing };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params);
  if (!loaded) return {};
  const { locale, view, listing } = loaded;
  const [t, metadata] = await Promise.all([
    getTranslations({ locale, namespace: 'Experts' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  const title =
    listing.page > 1 ? t('pageTitle', { page: formatNumber(listing.page, locale) }) : t('title');
  const path = listViewHref(EXPERTS_PATH, view, KEYS, view.page ? { page: listing.page } : {});
  return {
    ...buildPageMetadata({
      title,
      description: t('metaDescription'),
      path,
      locale,
      siteName: metadata('portalName'),
    }),
    // A text search is a result page, not a page of its own for search engines.
    ...(view.search ? { robots: { index: false, follow: true } } : {}),
  };
}

export default async function ExpertsRoute({ params }: Props) {
  const loaded = await load(params);
  if (!loaded) notFound();
  const { locale, view, directory, listing } = loaded;
  setRequestLocale(locale);
  const [t, banner] = await Promise.all([
    getTranslations({ locale, namespace: 'Experts' }),
    getTranslations({ locale, namespace: 'Banner' }),
  ]);
  return (
    <>
      <JsonLd
        data={jsonLdBreadcrumbList([
          { name: banner('home'), url: localizedUrls('/')[locale] },
          { name: t('title'), url: localizedUrls(EXPERTS_PATH)[locale] },
        ])}
      />
      <ExpertsDirectory
        locale={locale}
        view={view}
        listing={listing}
        pools={directory.pools}
        sectors={directory.sectors}
      />
    </>
  );
}
