import { buildAtomFeed, type AtomEntry } from '@/lib/feeds/atom';
import { feedUrl, type FeedName } from '@/lib/feeds/feed-paths';
import { localePath } from '@/lib/i18n/locale-path';
import { locales, type Locale } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/seo/urls';

import { COLLECTION_PATHS, OPEN_DATA_PATH } from './collection-paths';
import {
  eventEntries,
  newsEntries,
  tagPrefix,
  tradeBarrierEntries,
  tradeLeadEntries,
  type EntryContext,
} from './feed-entries';
import { FEED_ENTRY_COUNT, type FeedRows } from './feed-rows';

// One collection's Atom feed in one language (/feeds/{name}.atom, /ar/feeds/{name}.atom): the
// route handler and the tests feed it the same rows.

/** The feed's words in its language (messages OpenData.feeds.{name}, OpenData.feedCommon). */
export type FeedTexts = {
  title: string;
  subtitle: string;
  author: string;
  rights: string;
  statuses: Readonly<Record<string, string>>;
};

export type FeedInput<N extends FeedName> = {
  name: N;
  rows: FeedRows[N];
  locale: Locale;
  siteUrl: string;
  /** Amman's day (a lead past its deadline is closed). */
  today: string;
  texts: FeedTexts;
};

function entriesOf<N extends FeedName>(input: FeedInput<N>, context: EntryContext): AtomEntry[] {
  // The union narrows on the name; each builder takes its own rows.
  const rows = input.rows as FeedRows[FeedName];
  switch (input.name) {
    case 'news':
      return newsEntries(rows as FeedRows['news'], context);
    case 'events':
      return eventEntries(rows as FeedRows['events'], context);
    case 'trade-leads':
      return tradeLeadEntries(rows as FeedRows['trade-leads'], context);
    default:
      return tradeBarrierEntries(rows as FeedRows['trade-barriers'], context);
  }
}

const byUpdatedDesc = (a: AtomEntry, b: AtomEntry) => Date.parse(b.updated) - Date.parse(a.updated);

/** The feed's XML: its latest FEED_ENTRY_COUNT entries, the last changed first. */
export function buildCollectionFeed<N extends FeedName>(input: FeedInput<N>): string {
  const { name, locale, siteUrl, today, texts } = input;
  const context: EntryContext = { locale, siteUrl, today, statuses: texts.statuses };
  const entries = entriesOf(input, context).sort(byUpdatedDesc).slice(0, FEED_ENTRY_COUNT);
  const pageIn = (language: Locale) =>
    absoluteUrl(localePath(COLLECTION_PATHS[name], language), siteUrl);
  return buildAtomFeed({
    id: `${tagPrefix(siteUrl)}${locale}/feeds/${name}`,
    title: texts.title,
    subtitle: texts.subtitle,
    lang: locale,
    selfUrl: feedUrl(name, locale, siteUrl),
    alternates: [locale, ...locales.filter((other) => other !== locale)].map((language) => ({
      href: pageIn(language),
      hreflang: language,
    })),
    author: { name: texts.author, uri: absoluteUrl(localePath('/', locale), siteUrl) },
    rights: texts.rights,
    emptyUpdated: new Date(`${today}T00:00:00Z`).toISOString(),
    entries,
  });
}

/** The open-data page's address in a language (the licence is explained there). */
export const openDataUrl = (locale: Locale, siteUrl: string) =>
  absoluteUrl(localePath(OPEN_DATA_PATH, locale), siteUrl);
