import 'server-only';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';

import { countries, hsCodes, industries, tradeLeads } from '@/lib/db/schema';
import { columnsOf, fieldsOf } from '@/lib/db/table-schemas';
import type { Db } from '@/lib/db/types';
import { pageFields, pageOffset } from '@/lib/pagination';
import { bilingualKeys } from '@/lib/validation/bilingual';

import type { TradeLeadSort } from '../constants';
import { leadStateOf } from '../lead-state';
import {
  type LeadChoice,
  type LeadChoices,
  type PublicTradeLead,
  type TradeLeadFilters,
  tradeLeadSchema,
  type TradeLeadsPage,
} from '../schemas';
import { staffTradeLeadSchema } from '../staff-schemas';

import { closedLeadSql, publicLeadFilterSql, publicLeadSql } from './lead-sql';

// Issue 39 "Trade leads": the public reads, each lead with the names of its country and sector.

/** The columns of `staffTradeLeadSchema` and the names of the lead's country and sector. */
export const LEAD_COLUMNS = {
  ...columnsOf(tradeLeads, staffTradeLeadSchema),
  country_name_eng: countries.name_eng,
  country_name_ara: countries.name_ara,
  industry_eng: industries.name_eng,
  industry_ara: industries.name_ara,
};

/** The select every read of leads shares: a lead and the names it refers to. */
export const selectLeads = (db: Db) =>
  db
    .select(LEAD_COLUMNS)
    .from(tradeLeads)
    .leftJoin(countries, eq(countries.id, tradeLeads.country_id))
    .leftJoin(industries, eq(industries.iid, tradeLeads.industry_id));

export type LeadRow = Awaited<ReturnType<typeof selectLeads>>[number];

/** The public fields of a row and its state as of `today`. */
export function publicLeadOf(row: LeadRow, today: string): PublicTradeLead {
  return {
    ...publicFields(row),
    country_name_eng: row.country_name_eng ?? '',
    country_name_ara: row.country_name_ara ?? '',
    industry_eng: row.industry_eng ?? '',
    industry_ara: row.industry_ara ?? '',
    state: leadStateOf(row, today),
  };
}

/** The public fields of `tradeLeadSchema`: never its status, dates of change or version. */
const publicRow = tradeLeadSchema.omit({
  ...bilingualKeys('country_name', 'industry'),
  state: true,
});
const publicFields = (row: LeadRow) => fieldsOf(publicRow, row);

/**
 * The list's order. `closing`: open leads first, the soonest deadline first; then closed ones, the
 * latest deadline first. `published` (issue 45): the latest published first.
 */
function leadOrder(sort: TradeLeadSort, today: string): SQL[] {
  if (sort === 'published') {
    return [sql`${tradeLeads.published_at} desc nulls last`, desc(tradeLeads.id)];
  }
  const closed = closedLeadSql(today);
  return [
    asc(sql`case when ${closed} then 1 else 0 end`),
    sql`case when ${closed} then null else ${tradeLeads.deadline} end asc nulls last`,
    desc(tradeLeads.deadline),
    desc(tradeLeads.id),
  ];
}

/** A page of the public list, filtered, in the order asked for (`closing` unless told). */
export async function listPublicLeads(
  db: Db,
  filters: TradeLeadFilters,
  paging: { page: number; page_size: number },
  today: string,
): Promise<TradeLeadsPage> {
  const where = publicLeadFilterSql(filters, today);
  const [total] = await db
    .select({ value: count() })
    .from(tradeLeads)
    .leftJoin(countries, eq(countries.id, tradeLeads.country_id))
    .leftJoin(industries, eq(industries.iid, tradeLeads.industry_id))
    .where(where);
  const totalRows = total?.value ?? 0;
  const fields = pageFields(totalRows, paging.page, paging.page_size);
  const rows = await selectLeads(db)
    .where(where)
    .orderBy(...leadOrder(filters.sort ?? 'closing', today))
    .limit(paging.page_size)
    .offset(pageOffset(paging.page, paging.page_size));
  return { data: rows.map((row) => publicLeadOf(row, today)), ...fields };
}

/** One public lead, or null (a draft or an unknown id). */
export async function findPublicLead(
  db: Db,
  id: number,
  today: string,
): Promise<PublicTradeLead | null> {
  const [row] = await selectLeads(db).where(and(eq(tradeLeads.id, id), publicLeadSql));
  return row ? publicLeadOf(row, today) : null;
}

/** The filters' choices: the countries, sectors and HS chapters public leads name. */
export async function listLeadChoices(db: Db): Promise<LeadChoices> {
  const chaptersNamed = db
    .selectDistinct({ code: sql<string>`left(code, 2)`.as('chapter') })
    .from(sql`${tradeLeads}, unnest(${tradeLeads.hs_codes}) as code`)
    .where(publicLeadSql);
  const [countryRows, sectorRows, chapters] = await Promise.all([
    db
      .selectDistinct({
        id: countries.id,
        name_eng: countries.name_eng,
        name_ara: countries.name_ara,
      })
      .from(tradeLeads)
      .innerJoin(countries, eq(countries.id, tradeLeads.country_id))
      .where(publicLeadSql),
    db
      .selectDistinct({
        id: industries.iid,
        name_eng: industries.name_eng,
        name_ara: industries.name_ara,
      })
      .from(tradeLeads)
      .innerJoin(industries, eq(industries.iid, tradeLeads.industry_id))
      .where(publicLeadSql),
    db
      .select({ code: hsCodes.code, name_en: hsCodes.name_en, name_ar: hsCodes.name_ar })
      .from(hsCodes)
      .where(inArray(hsCodes.code, chaptersNamed))
      .orderBy(asc(hsCodes.code)),
  ]);
  const byName = (a: LeadChoice, b: LeadChoice) => a.name_eng.localeCompare(b.name_eng);
  return { countries: countryRows.sort(byName), sectors: sectorRows.sort(byName), chapters };
}

/** Every public lead's id and last change (the sitemap). */
export const listPublicLeadIds = (db: Db): Promise<{ id: number; updated_at: string }[]> =>
  db
    .select({ id: tradeLeads.id, updated_at: tradeLeads.updated_at })
    .from(tradeLeads)
    .where(publicLeadSql)
    .orderBy(asc(tradeLeads.id));
