import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';

import { EVENT_PATHS, LOCATION_TYPES } from '@/features/events/constants';
import { newsPath } from '@/features/news/news-list';
import { PUBLICATION_QUERY_KEYS, PUBLICATION_STATUS } from '@/features/publications/constants';
import { isHeld } from '@/features/screening/screening-hold';
import { barrierEntryPath, isPublicBarrier } from '@/features/trade-barriers/barrier-visibility';
import { tradeLeadPath } from '@/features/trade-leads/constants';
import {
  countries,
  countryBlocMembers,
  events,
  menuChildren,
  news,
  publications,
  tradeBarriers,
  tradeLeads,
} from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';
import { LIST_VIEW_KEYS, listViewHref } from '@/lib/navigation/list-views';
import { contentPath } from '@/lib/navigation/menu-links';

import { hsChaptersOf } from '../alert-matching';
import type { AlertContentType } from '../constants';

import { readMarketData } from './market-data-records';

// Issue 39 "Alerts": the records of the alert content types as the alerts see them: whether the
// public sees them now, what subscriptions filter on, and their title and page in each language.

type Bilingual = Record<Locale, string>;

export type AlertRecord = {
  id: number;
  isPublic: boolean;
  industry_ids: number[];
  country_ids: number[];
  hs_chapters: string[];
  title: Bilingual;
  /** The record's page, without the locale prefix, in each language. */
  path: Bilingual;
  /** Issue 45: a trade lead's facts, which its digest item carries beside its title. */
  lead?: LeadDigestFacts;
};

/** A lead's country, closing day (YYYY-MM-DD), quantity and value range in US dollars. */
export type LeadDigestFacts = {
  country: Bilingual;
  deadline: string;
  quantity: Bilingual;
  value_min_usd: number | null;
  value_max_usd: number | null;
};

const both = (path: string): Bilingual => ({ en: path, ar: path });
const ids = (...values: (number | null)[]) => values.filter((value): value is number => !!value);

async function readNews(db: Db, recordIds: number[]): Promise<AlertRecord[]> {
  const rows = await db.select().from(news).where(inArray(news.id, recordIds));
  return rows.map((row) => ({
    id: row.id,
    isPublic: row.status === 1,
    industry_ids: [],
    country_ids: [],
    hs_chapters: [],
    title: { en: row.DESCRIPTION_ENG, ar: row.DESCRIPTION_ARA },
    path: both(newsPath(row)),
  }));
}

async function readEvents(db: Db, recordIds: number[]): Promise<AlertRecord[]> {
  const rows = await db.select().from(events).where(inArray(events.id, recordIds));
  return rows.map((row) => {
    const list =
      row.location_type === LOCATION_TYPES.local ? EVENT_PATHS.local : EVENT_PATHS.international;
    const named = (name: string) => listViewHref(list, {}, LIST_VIEW_KEYS.events, { q: name });
    return {
      id: row.id,
      isPublic: row.published === 1,
      industry_ids: ids(row.industry_id),
      country_ids: ids(row.country_id),
      hs_chapters: [],
      title: { en: row.name_eng, ar: row.name_ara },
      path: { en: named(row.name_eng), ar: named(row.name_ara) },
    };
  });
}

/** part 1 §2.1: the market information page (application 130) whose first tab is the catalogue. */
async function catalogueOf(db: Db): Promise<(locale: Locale, title: string) => string> {
  const [page] = await db
    .select()
    .from(menuChildren)
    .where(eq(menuChildren.a_id, 130))
    .orderBy(asc(menuChildren.menu_id), asc(menuChildren.id))
    .limit(1);
  return (locale, title) => {
    const query = new URLSearchParams({ tab: '1', [PUBLICATION_QUERY_KEYS.q]: title });
    return `${page ? contentPath(page, locale) : '/pages/130'}?${query.toString()}`;
  };
}

async function readPublications(db: Db, recordIds: number[]): Promise<AlertRecord[]> {
  const rows = await db.select().from(publications).where(inArray(publications.id, recordIds));
  if (rows.length === 0) return [];
  const catalogue = await catalogueOf(db);
  return rows.map((row) => ({
    id: row.id,
    isPublic: row.status === PUBLICATION_STATUS.published,
    industry_ids: [...row.industry],
    country_ids: ids(row.country_id),
    hs_chapters: [],
    title: { en: row.DESCRIPTION_ENG, ar: row.DESCRIPTION_ARA },
    path: { en: catalogue('en', row.DESCRIPTION_ENG), ar: catalogue('ar', row.DESCRIPTION_ARA) },
  }));
}

async function readTradeLeads(db: Db, recordIds: number[]): Promise<AlertRecord[]> {
  const joined = await db
    .select({
      lead: tradeLeads,
      country_eng: countries.name_eng,
      country_ara: countries.name_ara,
      held: isHeld('trade_lead', tradeLeads.id),
    })
    .from(tradeLeads)
    .leftJoin(countries, eq(countries.id, tradeLeads.country_id))
    .where(inArray(tradeLeads.id, recordIds));
  return joined.map(({ lead: row, country_eng, country_ara, held }) => ({
    id: row.id,
    // A new lead is news while it is published (and not held by screening, issue 47); one already
    // closed is not worth a mail.
    isPublic: row.status === 'published' && !held,
    industry_ids: ids(row.industry_id),
    country_ids: ids(row.country_id),
    hs_chapters: hsChaptersOf(row.hs_codes),
    title: { en: row.title_eng, ar: row.title_ara },
    path: both(tradeLeadPath(row.id)),
    lead: {
      country: { en: country_eng ?? '', ar: country_ara ?? '' },
      deadline: row.deadline,
      quantity: { en: row.quantity_eng, ar: row.quantity_ara },
      value_min_usd: row.value_min_usd,
      value_max_usd: row.value_max_usd,
    },
  }));
}

/** Issue 45: the member countries of each bloc named (a bloc's barrier applies in each). */
async function blocMembers(db: Db, blocIds: number[]): Promise<Map<number, number[]>> {
  if (blocIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(countryBlocMembers)
    .where(inArray(countryBlocMembers.bloc_id, blocIds));
  const members = new Map<number, number[]>();
  for (const row of rows)
    members.set(row.bloc_id, [...(members.get(row.bloc_id) ?? []), row.country_id]);
  return members;
}

async function readTradeBarriers(db: Db, recordIds: number[]): Promise<AlertRecord[]> {
  const rows = await db.select().from(tradeBarriers).where(inArray(tradeBarriers.id, recordIds));
  const members = await blocMembers(db, ids(...rows.map((row) => row.bloc_id)));
  return rows.map((row) => ({
    id: row.id,
    isPublic: isPublicBarrier(row),
    industry_ids: ids(row.industry_id),
    country_ids:
      row.bloc_id === null
        ? ids(row.country_id)
        : (members.get(row.bloc_id) ?? []).sort((a, b) => a - b),
    hs_chapters: hsChaptersOf(row.hs_codes),
    title: { en: row.title_eng, ar: row.title_ara },
    path: both(barrierEntryPath(row.id)),
  }));
}

const READERS: Record<AlertContentType, (db: Db, ids: number[]) => Promise<AlertRecord[]>> = {
  news: readNews,
  events: readEvents,
  publications: readPublications,
  trade_leads: readTradeLeads,
  trade_barriers: readTradeBarriers,
  market_data: readMarketData,
};

/** The records of one content type with these ids (unknown ids left out). */
export async function readAlertRecords(
  db: Db,
  type: AlertContentType,
  recordIds: readonly number[],
): Promise<AlertRecord[]> {
  if (recordIds.length === 0) return [];
  return READERS[type](db, [...new Set(recordIds)]);
}
