import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';

import { pick } from '@/lib/i18n/localized';
import { redirect } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';

import { ContentPage } from '../components/content-page';
import { SiteMap } from '../components/site-map';

import { getSiteMapTrees } from './cached-pages';
import { isSiteMapPage, loadContentPage, type ContentRoute } from './load-content-page';

export type ContentRouteProps = { params: Promise<{ locale: string; slug: string }> };

// The generic content page behind /pages/…, /menu-1/… and /menu-3/… (part 1 §2.1, §2.5).
export function createContentRoute(route: ContentRoute) {
  async function generateMetadata({ params }: ContentRouteProps): Promise<Metadata> {
    const { locale, slug } = await params;
    if (!hasLocale(routing.locales, locale)) return {};
    const loaded = await loadContentPage(route, slug, locale);
    if (!loaded) return {};
    const { page } = loaded;
    return {
      title: pick(page, 'title', locale),
      description: pick(page, 'meta_description', locale) || undefined,
      keywords: pick(page, 'keywords', locale) || undefined,
    };
  }

  async function Page({ params }: ContentRouteProps) {
    const { locale, slug } = await params;
    if (!hasLocale(routing.locales, locale)) notFound();
    setRequestLocale(locale);
    const loaded = await loadContentPage(route, slug, locale);
    if (!loaded) notFound();
    // Each language has its own slug: a URL with the other one moves to this language's.
    if (!loaded.isCanonical) redirect({ href: encodeURI(loaded.canonicalPath), locale });
    const trees = isSiteMapPage(loaded.page) ? await getSiteMapTrees() : null;
    return (
      <ContentPage page={loaded.page} locale={locale}>
        {trees && <SiteMap trees={trees} locale={locale} />}
      </ContentPage>
    );
  }

  return { generateMetadata, Page };
}
