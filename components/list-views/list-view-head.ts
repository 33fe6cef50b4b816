import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ComponentProps } from 'react';

import type { PageBanner } from '@/components/layout/page-banner';
import type { BreadcrumbStep } from '@/components/seo/breadcrumb-json-ld';
import type { FeedLink, FeedName } from '@/lib/feeds/feed-paths';
import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';
import {
  listViewHref,
  listViewPage,
  type ListView,
  type ListViewKeys,
} from '@/lib/navigation/list-views';
import { buildPageMetadata } from '@/lib/seo/page-metadata';

/** What a list's route is asked: the locale, the view of its segment, its own segments (`S`). */
export type ListViewRequest<S extends object = object> = S & {
  locale: Locale;
  view: ListView;
  keys: ListViewKeys;
};

/** What a list's page says of itself: its metadata, its breadcrumbs and its banner. */
export type ListViewHead = {
  /** The document's title. */
  title: string;
  description: string;
  /** The page's address without locale prefix (its path and the view's query): its canonical. */
  canonical: string;
  feeds?: readonly FeedLink[];
  /** A result page (a search), not a page of its own for search engines: noindex, follow. */
  noindex?: boolean;
  image?: string;
  /** The breadcrumbs after Home, as JSON-LD; none for a page without them. */
  trail?: readonly BreadcrumbStep[];
  /** The banner over the list, which then sits in the page's container; none when the list draws them. */
  banner?: ComponentProps<typeof PageBanner>;
};

export async function listViewMetadata(head: ListViewHead, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const { title, description, canonical, feeds, image, noindex } = head;
  return {
    ...buildPageMetadata({
      title,
      description,
      path: canonical,
      locale,
      siteName: t('portalName'),
      feeds,
      image,
    }),
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

type Translate = Awaited<ReturnType<typeof getTranslations>>;
type TextName = 'title' | 'subtitle' | 'metaDescription' | 'pageTitle' | 'feedTitle';

export type NamedListOptions = {
  /** Where the list's texts are: `title`, `subtitle`, `metaDescription`, `pageTitle`, `feedTitle`. */
  namespace: string;
  /** The list's public path (without locale prefix). */
  path: string;
  /** Texts kept elsewhere, by their whole key ('Events.pageTitle'). */
  texts?: Partial<Record<TextName, string>>;
  /** The banner's picture; `banner: false` when the list's component draws its own banner. */
  image?: string;
  banner?: false;
  /** The list's Atom feed, named in the page's head. */
  feed?: FeedName;
  /** The view key of the list's text search, or true when any filter makes a result page. */
  search?: string | true;
  /** The document's title when it is not the list's (a search's), before its page number. */
  documentTitle?: (t: Translate) => string;
  /** The page the document's title names (the view's by default). */
  page?: number;
  canonical?: string;
};

/**
 * The head of a list that its namespace names: its title ("{title} – page {page}" past the first
 * page), description, canonical address, feed, breadcrumb and banner.
 */
export async function namedListHead(
  { locale, view, keys }: ListViewRequest,
  options: NamedListOptions,
): Promise<ListViewHead> {
  const t: Translate = await getTranslations({ locale });
  const text = (name: TextName) => options.texts?.[name] ?? `${options.namespace}.${name}`;
  const title = t(text('title'));
  const named = options.documentTitle?.(t) ?? title;
  const page = options.page ?? listViewPage(view);
  const search = options.search;
  return {
    title:
      page > 1 ? t(text('pageTitle'), { title: named, page: formatNumber(page, locale) }) : named,
    description: t(text('metaDescription')),
    canonical: options.canonical ?? listViewHref(options.path, view, keys),
    feeds: options.feed && [{ name: options.feed, title: t(text('feedTitle')) }],
    noindex: search === true ? Object.keys(view).length > 0 : !!search && !!view[search],
    trail: [{ name: title, path: options.path }],
    banner:
      options.banner === false
        ? undefined
        : { title, subSubtitle: t(text('subtitle')), image: options.image },
  };
}
