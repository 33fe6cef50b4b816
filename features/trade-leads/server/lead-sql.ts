import 'server-only';
import { and, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';

import { tradeLeads } from '@/lib/db/schema';

import { PUBLIC_TRADE_LEAD_STATUSES, type TradeLeadState } from '../lead-state';
import type { TradeLeadFilters } from '../schemas';

// The public rule of ../lead-state.ts as SQL, for reads that filter and count in the database.
// Each condition mirrors the isomorphic one it names; tests/api/trade-leads.test.ts holds them equal.

/** isPublicLead: published or closed, never a draft. */
export const publicLeadSql = inArray(tradeLeads.status, [...PUBLIC_TRADE_LEAD_STATUSES]);

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

/** The public list's conditions: public leads matching every filter given. */
export function publicLeadFilterSql(filters: TradeLeadFilters, today: string): SQL {
  return and(
    publicLeadSql,
    filters.country === undefined ? undefined : eq(tradeLeads.country_id, filters.country),
    filters.sector === undefined ? undefined : eq(tradeLeads.industry_id, filters.sector),
    filters.chapter === undefined ? undefined : chapterSql(filters.chapter),
    filters.state === undefined ? undefined : stateSql(filters.state, today),
  )!;
}
