import 'server-only';
import { and, desc, eq, inArray, max, sql } from 'drizzle-orm';

import { notHeld } from '@/features/screening/screening-hold';
import { cleanRichHtmlRows } from '@/lib/db/rich-html';
import {
  countries,
  events,
  industries,
  news,
  tradeBarriers,
  tradeBarrierUpdates,
  tradeLeads,
} from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import {
  FEED_ENTRY_COUNT,
  type BilingualName,
  type FeedEventRow,
  type FeedNewsRow,
  type FeedTradeBarrierRow,
  type FeedTradeLeadRow,
} from '../feed-rows';

// The feeds' reads of news, events, trade leads and the barrier register: the public records only
// (a published news item or event, never an editor's draft; a lead published or closed; a register
// entry published), FEED_ENTRY_COUNT of them: the latest news by its date as the news list shows
// it, the others the last changed first. Never the barrier's source report or who prepared it.

const name = (eng: string | null, ara: string | null): BilingualName => ({
  eng: eng ?? '',
  ara: ara ?? '',
});

export async function listFeedNews(db: Db): Promise<FeedNewsRow[]> {
  const rows = await db
    .select()
    .from(news)
    .where(eq(news.status, 1))
    .orderBy(desc(news.news_date), desc(news.id))
    .limit(FEED_ENTRY_COUNT);
  // The body's HTML cleaned as every public read cleans it (lib/db/rich-html.ts).
  return cleanRichHtmlRows(news, rows);
}

export async function listFeedEvents(db: Db): Promise<FeedEventRow[]> {
  const rows = await db
    .select({
      id: events.id,
      name_eng: events.name_eng,
      name_ara: events.name_ara,
      description_eng: events.description_eng,
      description_ara: events.description_ara,
      date_start: events.date_start,
      date_end: events.date_end,
      location_type: events.location_type,
      country_eng: countries.name_eng,
      country_ara: countries.name_ara,
      created_at: events.created_at,
      updated_at: events.updated_at,
    })
    .from(events)
    .leftJoin(countries, eq(countries.id, events.country_id))
    .where(eq(events.published, 1))
    .orderBy(desc(events.updated_at), desc(events.id))
    .limit(FEED_ENTRY_COUNT);
  return rows.map(({ country_eng, country_ara, ...row }) => ({
    ...row,
    date_end: row.date_end ?? '',
    country: name(country_eng, country_ara),
  }));
}

export async function listFeedTradeLeads(db: Db): Promise<FeedTradeLeadRow[]> {
  const rows = await db
    .select({
      id: tradeLeads.id,
      title_eng: tradeLeads.title_eng,
      title_ara: tradeLeads.title_ara,
      description_eng: tradeLeads.description_eng,
      description_ara: tradeLeads.description_ara,
      deadline: tradeLeads.deadline,
      status: tradeLeads.status,
      hs_codes: tradeLeads.hs_codes,
      published_at: tradeLeads.published_at,
      updated_at: tradeLeads.updated_at,
      country_eng: countries.name_eng,
      country_ara: countries.name_ara,
      sector_eng: industries.name_eng,
      sector_ara: industries.name_ara,
    })
    .from(tradeLeads)
    .leftJoin(countries, eq(countries.id, tradeLeads.country_id))
    .leftJoin(industries, eq(industries.iid, tradeLeads.industry_id))
    .where(
      and(
        inArray(tradeLeads.status, ['published', 'closed']),
        notHeld('trade_lead', tradeLeads.id),
      ),
    )
    .orderBy(desc(tradeLeads.updated_at), desc(tradeLeads.id))
    .limit(FEED_ENTRY_COUNT);
  return rows.map(({ country_eng, country_ara, sector_eng, sector_ara, status, ...row }) => ({
    ...row,
    status: status === 'closed' ? 'closed' : 'published',
    country: name(country_eng, country_ara),
    sector: name(sector_eng, sector_ara),
  }));
}

/** The latest change of each published entry's public updates. */
const latestUpdates = (db: Db) =>
  db
    .select({
      barrier_id: tradeBarrierUpdates.barrier_id,
      changed: max(tradeBarrierUpdates.updated_at).as('changed'),
    })
    .from(tradeBarrierUpdates)
    .groupBy(tradeBarrierUpdates.barrier_id)
    .as('latest_updates');

export async function listFeedTradeBarriers(db: Db): Promise<FeedTradeBarrierRow[]> {
  const latest = latestUpdates(db);
  const changed = sql`greatest(${tradeBarriers.updated_at}, coalesce(${latest.changed}, ${tradeBarriers.updated_at}))`;
  const rows = await db
    .select({
      id: tradeBarriers.id,
      title_eng: tradeBarriers.title_eng,
      title_ara: tradeBarriers.title_ara,
      summary_eng: tradeBarriers.summary_eng,
      summary_ara: tradeBarriers.summary_ara,
      status: tradeBarriers.status,
      published_at: tradeBarriers.published_at,
      updated_at: sql<string>`(${changed})::text`,
      country_eng: countries.name_eng,
      country_ara: countries.name_ara,
      sector_eng: industries.name_eng,
      sector_ara: industries.name_ara,
    })
    .from(tradeBarriers)
    .leftJoin(latest, eq(latest.barrier_id, tradeBarriers.id))
    .leftJoin(countries, eq(countries.id, tradeBarriers.country_id))
    .leftJoin(industries, eq(industries.iid, tradeBarriers.industry_id))
    .where(eq(tradeBarriers.publication, 'published'))
    .orderBy(desc(changed), desc(tradeBarriers.id))
    .limit(FEED_ENTRY_COUNT);
  return rows.map(({ country_eng, country_ara, sector_eng, sector_ara, ...row }) => ({
    ...row,
    country: name(country_eng, country_ara),
    sector: sector_eng === null && sector_ara === null ? null : name(sector_eng, sector_ara),
  }));
}
