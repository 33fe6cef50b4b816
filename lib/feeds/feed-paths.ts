import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/seo/urls';

// Issue 39 "Open data and feeds": the portal's Atom feeds, one per collection and language,
// at /feeds/{name}.atom (English) and /ar/feeds/{name}.atom (Arabic).

export const FEED_NAMES = ['news', 'events', 'trade-leads', 'trade-barriers'] as const;
export type FeedName = (typeof FEED_NAMES)[number];

export const isFeedName = (value: string): value is FeedName =>
  (FEED_NAMES as readonly string[]).includes(value);

/** The route's segment, "news.atom", read back as the feed's name (null for anything else). */
export function feedNameOfSegment(segment: string): FeedName | null {
  const match = /^([a-z-]+)\.atom$/.exec(segment);
  return match?.[1] && isFeedName(match[1]) ? match[1] : null;
}

/** The feed's path in a language: /feeds/news.atom, /ar/feeds/news.atom. */
export const feedPath = (name: FeedName, locale: Locale) =>
  localePath(`/feeds/${name}.atom`, locale);

/** The feed's absolute address. */
export const feedUrl = (name: FeedName, locale: Locale, siteUrl?: string) =>
  absoluteUrl(feedPath(name, locale), siteUrl);

export type FeedLink = { name: FeedName; title: string };

/**
 * A page's `<link rel="alternate" type="application/atom+xml">` in its metadata
 * (`alternates.types`), one per feed: `feedAlternates(locale, [{ name: 'news', title }])`.
 */
export function feedAlternates(locale: Locale, feeds: readonly FeedLink[], siteUrl?: string) {
  return {
    'application/atom+xml': feeds.map(({ name, title }) => ({
      url: feedUrl(name, locale, siteUrl),
      title,
    })),
  };
}

/** One feed's alternate (`alternates.types`), for a page that follows a single collection. */
export const feedAlternate = (locale: Locale, name: FeedName, title: string, siteUrl?: string) =>
  feedAlternates(locale, [{ name, title }], siteUrl);
