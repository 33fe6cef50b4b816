import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { pick } from '@/lib/i18n/localized';
import { routing } from '@/lib/i18n/routing';
import { contentPath } from '@/lib/navigation/menu-links';
import { redirectKeepingQuery } from '@/lib/navigation/redirect-keeping-query';
import { buildPageMetadata } from '@/lib/seo/page-metadata';

import { ContentPage } from '../components/content-page';
import { SiteMap } from '../components/site-map';
import type { FeaturePage, FeaturePageProps } from '../feature-page-types';

import { getSiteMapTrees } from './cached-pages';
import { isSiteMapPage, loadContentPage, type ContentRoute } from './load-content-page';

export type ContentRouteParams = Promise<{ locale: string; slug: string; view?: string }>;

/**
 * The menu page a content URL names; 404 when there is none, a redirect to its slug in this locale
 * (with the request's query: /pages/130?tab=5 keeps its tab).
 */
export async function resolveContentPage(
  route: ContentRoute,
  params: ContentRouteParams,
): Promise<FeaturePageProps> {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const loaded = await loadContentPage(route, slug, locale);
  if (!loaded) notFound();
  const canonical = encodeURI(loaded.canonicalPath);
  if (loaded.moved) redirectKeepingQuery(canonical, locale, { permanent: true });
  if (!loaded.isCanonical) redirectKeepingQuery(canonical, locale);
  return { page: loaded.page, locale };
}

export async function contentPageMetadata(
  route: ContentRoute,
  params: ContentRouteParams,
): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const loaded = await loadContentPage(route, slug, locale);
  if (!loaded) return {};
  const { page } = loaded;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    ...buildPageMetadata({
      title: pick(page, 'title', locale),
      description: pick(page, 'meta_description', locale) || t('description'),
      path: { en: contentPath(page, 'en'), ar: contentPath(page, 'ar') },
      locale,
      siteName: t('portalName'),
      image: page.image || undefined,
    }),
    keywords: pick(page, 'keywords', locale) || undefined,
  };
}

// part 1 §2.5: banner, title, subtitle and rich content; menu 3's site-map page adds the site map.
export async function DefaultContentPage({ page, locale }: FeaturePageProps) {
  const trees = isSiteMapPage(page) ? await getSiteMapTrees() : null;
  return (
    <ContentPage page={page} locale={locale}>
      {trees && <SiteMap trees={trees} locale={locale} />}
    </ContentPage>
  );
}

/** The page component of a content route; `features` maps an id to the feature page that owns it. */
export function createContentRoute(
  route: ContentRoute,
  features: Record<number, FeaturePage> = {},
  /** The page-specific message namespaces its islands use (components/i18n/page-messages.tsx). */
  clientNamespaces: readonly string[] = [],
) {
  return {
    generateMetadata: ({ params }: { params: ContentRouteParams }) =>
      contentPageMetadata(route, params),
    Page: async function ContentRoutePage({ params }: { params: ContentRouteParams }) {
      const props = { ...(await resolveContentPage(route, params)), view: (await params).view };
      const key = route === 'pages' ? props.page.a_id : props.page.id;
      const Feature = (key !== null && features[key]) || DefaultContentPage;
      if (clientNamespaces.length === 0) return <Feature {...props} />;
      return (
        <PageMessages namespaces={clientNamespaces}>
          <Feature {...props} />
        </PageMessages>
      );
    },
  };
}
