import 'server-only';
import { and, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';

import { notHeld } from '@/features/screening/screening-hold';
import { countries, industries, tradeLeads } from '@/lib/db/schema';
import { searchPattern } from '@/lib/search/like-pattern';
import { normalizedLike } from '@/lib/search/normalized-sql';

import { PUBLIC_TRADE_LEAD_STATUSES, type TradeLeadState } from '../lead-state';
import type { TradeLeadFilters } from '../schemas';

// The public rule of ../lead-state.ts as SQL, for reads that filter and count in the database.
// Each condition mirrors the isomorphic one it names; tests/api/trade-leads.test.ts holds them equal.

/**
 * isPublicLead: published or closed, never a draft; and not held by a screening hit (issue 47),
 * which only the database knows.
 */
export const publicLeadSql = and(
  inArray(tradeLeads.status, [...PUBLIC_TRADE_LEAD_STATUSES]),
  notHeld('trade_lead', tradeLeads.id),
)!;

/** isLeadClosed as of Amman's `today`. */
export const closedLeadSql = (today: string): SQL =>
  or(eq(tradeLeads.status, 'closed'), lt(tradeLeads.deadline, today))!;

/** The lead still takes answers (published, deadline today or later). */
export const openLeadSql = (today: string): SQL =>
  and(eq(tradeLeads.status, 'published'), gte(tradeLeads.deadline, today))!;

const stateSql = (state: TradeLeadState, today: string) =>
  state === 'open' ? openLeadSql(today) : closedLeadSql(today);

/** A lead naming a code of the chapter (its first two digits). */
const chapterSql = (chapter: string) =>
  sql`exists (select 1 from unnest(${tradeLeads.hs_codes}) as code where left(code, 2) = ${chapter})`;

/**
 * Issue 45: the keyword, normalised as the site search does (hamza, ta marbuta, case, accents), in
 * the lead's texts in both languages and its country's and sector's names (the select's joins).
 */
function keywordSql(q: string | undefined): SQL | undefined {
  const pattern = q ? searchPattern(q) : null;
  if (!pattern) return undefined;
  return or(
    ...[
      tradeLeads.title_eng,
      tradeLeads.title_ara,
      tradeLeads.description_eng,
      tradeLeads.description_ara,
      tradeLeads.buyer_name_eng,
      tradeLeads.buyer_name_ara,
      tradeLeads.quantity_eng,
      tradeLeads.quantity_ara,
      countries.name_eng,
      countries.name_ara,
      industries.name_eng,
      industries.name_ara,
    ].map((column) => normalizedLike(column, pattern)),
  );
}

/** A lead's stated range: from its least value (or its only one) to its greatest. */
const leastValue = sql`coalesce(${tradeLeads.value_min_usd}, ${tradeLeads.value_max_usd})`;
const greatestValue = sql`coalesce(${tradeLeads.value_max_usd}, ${tradeLeads.value_min_usd})`;

/** Issue 45: a lead whose range meets [min, max]; one stating no value never does. */
const valueSql = ({ value_min, value_max }: TradeLeadFilters): SQL | undefined =>
  and(
    value_min === undefined ? undefined : gte(greatestValue, value_min),
    value_max === undefined ? undefined : sql`${leastValue} <= ${value_max}`,
  );

/** The public list's conditions: public leads matching every filter given (over selectLeads's joins). */
export function publicLeadFilterSql(filters: TradeLeadFilters, today: string): SQL {
  return and(
    publicLeadSql,
    filters.country === undefined ? undefined : eq(tradeLeads.country_id, filters.country),
    filters.sector === undefined ? undefined : eq(tradeLeads.industry_id, filters.sector),
    filters.chapter === undefined ? undefined : chapterSql(filters.chapter),
    filters.state === undefined ? undefined : stateSql(filters.state, today),
    keywordSql(filters.q),
    valueSql(filters),
  )!;
}
