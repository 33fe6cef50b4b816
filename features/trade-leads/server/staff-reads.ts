import 'server-only';
import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';

import { heldSubjectIds } from '@/features/screening/screening-hold';
import {
  companies,
  countries,
  industries,
  tradeLeadInterests,
  tradeLeads,
  users,
} from '@/lib/db/schema';
import { columnsOf } from '@/lib/db/table-schemas';
import type { Db } from '@/lib/db/types';
import { pageFields, pageOffset } from '@/lib/pagination';
import { searchPattern } from '@/lib/search/like-pattern';
import { normalizedLike } from '@/lib/search/normalized-sql';

import type { LeadChoice } from '../schemas';
import {
  type StaffInterest,
  staffInterestSchema,
  type StaffTradeLead,
  type StaffTradeLeadsPage,
  type StaffTradeLeadsQuery,
} from '../staff-schemas';

import { type LeadRow, publicLeadOf, selectLeads } from './queries';

// Issue 39: the console's reads of trade leads, drafts too, and of the members' interests.

function staffLeadOf(
  row: LeadRow,
  interestCount: number,
  today: string,
  held: boolean,
): StaffTradeLead {
  return {
    ...publicLeadOf(row, today),
    status: row.status,
    held,
    closed_at: row.closed_at,
    interest_count: interestCount,
    updated_at: row.updated_at,
    version: row.version,
  };
}

async function interestCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: tradeLeadInterests.lead_id, value: count() })
    .from(tradeLeadInterests)
    .where(inArray(tradeLeadInterests.lead_id, ids))
    .groupBy(tradeLeadInterests.lead_id);
  return new Map(rows.map((row) => [row.id, row.value]));
}

/** The console's list: every lead, drafts too, the latest changed first; ?status, ?q. */
export async function listStaffLeads(
  db: Db,
  { status, q, page, page_size }: StaffTradeLeadsQuery,
  today: string,
): Promise<StaffTradeLeadsPage> {
  const pattern = q ? searchPattern(q) : null;
  const text: SQL | undefined = pattern
    ? or(
        normalizedLike(tradeLeads.title_eng, pattern),
        normalizedLike(tradeLeads.title_ara, pattern),
        normalizedLike(tradeLeads.buyer_name_eng, pattern),
        normalizedLike(tradeLeads.buyer_name_ara, pattern),
      )
    : undefined;
  const where = and(status ? eq(tradeLeads.status, status) : undefined, text);
  const [total] = await db.select({ value: count() }).from(tradeLeads).where(where);
  const rows = await selectLeads(db)
    .where(where)
    .orderBy(desc(tradeLeads.updated_at), desc(tradeLeads.id))
    .limit(page_size)
    .offset(pageOffset(page, page_size));
  const ids = rows.map((row) => row.id);
  const [counts, held] = await Promise.all([
    interestCounts(db, ids),
    heldSubjectIds(db, 'trade_lead', ids),
  ]);
  return {
    data: rows.map((row) => staffLeadOf(row, counts.get(row.id) ?? 0, today, held.has(row.id))),
    ...pageFields(total?.value ?? 0, page, page_size),
  };
}

/** One lead as staff read it, or null. */
export async function findStaffLead(
  db: Db,
  id: number,
  today: string,
): Promise<StaffTradeLead | null> {
  const [row] = await selectLeads(db).where(eq(tradeLeads.id, id));
  if (!row) return null;
  const [interests] = await db
    .select({ value: count() })
    .from(tradeLeadInterests)
    .where(eq(tradeLeadInterests.lead_id, id));
  const held = await heldSubjectIds(db, 'trade_lead', [id]);
  return staffLeadOf(row, interests?.value ?? 0, today, held.has(id));
}

/** The members interested in a lead, the first to write first. */
export async function listLeadInterests(
  db: Db,
  leadId: number,
  limit?: number,
): Promise<StaffInterest[]> {
  const query = db
    .select({
      ...columnsOf(tradeLeadInterests, staffInterestSchema),
      name: users.name,
      last_name: users.last_name,
      email: users.email,
      company: companies.company_registered_name,
    })
    .from(tradeLeadInterests)
    .innerJoin(users, eq(users.id, tradeLeadInterests.user_id))
    .leftJoin(companies, eq(companies.id, users.company_id))
    .where(eq(tradeLeadInterests.lead_id, leadId))
    .orderBy(asc(tradeLeadInterests.created_at), asc(tradeLeadInterests.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(({ last_name, ...row }) => ({
    ...row,
    name: [row.name, last_name].filter(Boolean).join(' '),
    company: row.company ?? '',
  }));
}

/** Every country and sector a lead's form chooses from. */
export async function listLeadFormChoices(
  db: Db,
): Promise<{ countries: LeadChoice[]; sectors: LeadChoice[] }> {
  const [countryRows, sectors] = await Promise.all([
    db
      .select({ id: countries.id, name_eng: countries.name_eng, name_ara: countries.name_ara })
      .from(countries)
      .orderBy(asc(countries.name_eng)),
    db
      .select({ id: industries.iid, name_eng: industries.name_eng, name_ara: industries.name_ara })
      .from(industries)
      .orderBy(asc(industries.iid)),
  ]);
  return { countries: countryRows, sectors };
}
