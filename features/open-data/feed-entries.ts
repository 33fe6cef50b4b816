import { EVENT_PATHS, LOCATION_TYPES } from '@/features/events/constants';
import { newsPath } from '@/features/news/news-list';
import { isLeadClosed } from '@/features/trade-leads/lead-state';
import type { AtomEntry } from '@/lib/feeds/atom';
import type { FeedName } from '@/lib/feeds/feed-paths';
import { rfc3339 } from '@/lib/feeds/rfc3339';
import { excerptOf } from '@/lib/html/plain-text';
import { withoutBidiControls } from '@/lib/i18n/bidi-controls';
import { isolate } from '@/lib/i18n/isolate';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/seo/urls';

import { tradeBarrierPath, tradeLeadPath } from './collection-paths';
import type {
  BilingualName,
  FeedEventRow,
  FeedNewsRow,
  FeedTradeBarrierRow,
  FeedTradeLeadRow,
} from './feed-rows';

// Each collection's rows as Atom entries in one language: the title and summary in that language,
// the entry's page in that language, and a permanent tag: id (RFC 4151) per record and language.

const SUMMARY_LENGTH = 400;

export type EntryContext = {
  locale: Locale;
  siteUrl: string;
  /** Amman's day, "YYYY-MM-DD": a lead past its deadline reads as closed. */
  today: string;
  /** The words of the states (open, closed, resolved…) as categories. */
  statuses: Readonly<Record<string, string>>;
};

/** The tag: URI's authority and date, from the site's address ("tag:example.org,2026:"). */
export function tagPrefix(siteUrl: string): string {
  return `tag:${new URL(siteUrl).hostname},2026:`;
}

const entryId = (name: FeedName, id: number, { locale, siteUrl }: EntryContext) =>
  `${tagPrefix(siteUrl)}${locale}/${name}/${id}`;

const pageUrl = (path: string, { locale, siteUrl }: EntryContext) =>
  absoluteUrl(localePath(path, locale), siteUrl);

// A record's text in the feed's language, without bidi controls (issue 48).
const inLanguage = (locale: Locale, eng: string, ara: string) =>
  withoutBidiControls((locale === 'ar' ? ara : eng) || eng || ara);

const nameIn = (locale: Locale, name: BilingualName | null) =>
  name ? inLanguage(locale, name.eng, name.ara) : '';

const summaryOf = (text: string) => excerptOf(text, SUMMARY_LENGTH);

/** A date-time, else now: a row always has its timestamps, but a feed never carries a bad date. */
const instant = (value: string | null) => rfc3339(value) ?? new Date(0).toISOString();

export function newsEntries(rows: readonly FeedNewsRow[], context: EntryContext): AtomEntry[] {
  const { locale } = context;
  return rows.map((row) => {
    const published = instant(row.news_date);
    const updated = instant(row.updated_at);
    const meta = inLanguage(locale, row.meta_description_en, row.meta_description_ar);
    return {
      id: entryId('news', row.id, context),
      title: inLanguage(locale, row.DESCRIPTION_ENG, row.DESCRIPTION_ARA),
      published,
      updated: Date.parse(updated) > Date.parse(published) ? updated : published,
      link: pageUrl(newsPath(row), context),
      summary: summaryOf(meta || inLanguage(locale, row.TARIFF_ENG, row.TARIFF_ARA)),
    };
  });
}

export function eventEntries(rows: readonly FeedEventRow[], context: EntryContext): AtomEntry[] {
  const { locale } = context;
  return rows.map((row) => {
    const name = inLanguage(locale, row.name_eng, row.name_ara);
    const list =
      row.location_type === LOCATION_TYPES.local ? EVENT_PATHS.local : EVENT_PATHS.international;
    const dates =
      row.date_end && row.date_end !== row.date_start
        ? `${row.date_start} – ${row.date_end}`
        : row.date_start;
    const description = summaryOf(inLanguage(locale, row.description_eng, row.description_ara));
    return {
      id: entryId('events', row.id, context),
      title: name,
      published: instant(row.created_at),
      updated: instant(row.updated_at),
      // Events have no page of their own: the list of their kind, searched for the name.
      link: pageUrl(`${list}?${new URLSearchParams({ q: name }).toString()}`, context),
      summary: [isolate(dates, locale, { latin: true }), nameIn(locale, row.country), description]
        .filter(Boolean)
        .join(' · '),
      categories: [nameIn(locale, row.country)],
    };
  });
}

export function tradeLeadEntries(
  rows: readonly FeedTradeLeadRow[],
  context: EntryContext,
): AtomEntry[] {
  const { locale, today, statuses } = context;
  return rows.map((row) => {
    const state = isLeadClosed(row, today) ? 'closed' : 'open';
    const codes = row.hs_codes.map((code) => isolate(code, locale, { latin: true }));
    return {
      id: entryId('trade-leads', row.id, context),
      title: inLanguage(locale, row.title_eng, row.title_ara),
      published: rfc3339(row.published_at),
      updated: instant(row.updated_at),
      link: pageUrl(tradeLeadPath(row.id), context),
      summary: summaryOf(inLanguage(locale, row.description_eng, row.description_ara)),
      categories: [
        statuses[state] ?? state,
        nameIn(locale, row.country),
        nameIn(locale, row.sector),
      ]
        .concat(codes)
        .filter(Boolean),
    };
  });
}

export function tradeBarrierEntries(
  rows: readonly FeedTradeBarrierRow[],
  context: EntryContext,
): AtomEntry[] {
  const { locale, statuses } = context;
  return rows.map((row) => ({
    id: entryId('trade-barriers', row.id, context),
    title: inLanguage(locale, row.title_eng, row.title_ara),
    published: rfc3339(row.published_at),
    updated: instant(row.updated_at),
    link: pageUrl(tradeBarrierPath(row.id), context),
    summary: summaryOf(inLanguage(locale, row.summary_eng, row.summary_ara)),
    categories: [
      statuses[row.status] ?? row.status,
      nameIn(locale, row.country),
      nameIn(locale, row.sector),
    ].filter(Boolean),
  }));
}
