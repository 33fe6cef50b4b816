import 'server-only';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';

import { RECORD_STATUS } from '@/features/companies/constants';
import { publicVersion } from '@/features/companies/review-status';
import { idsOf, type Values } from '@/features/companies/version-values';
import { notHeld } from '@/features/screening/screening-hold';
import { companies, industries, products, services, subIndustries } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { Bilingual } from '../search-source';

// What the public sees of companies, products and services (issue 13's rule, as the buyers
// directory reads it): an approved record as it stands, one whose change waits (or was refused)
// as last approved, anything else nothing; a product or service only with its company public.

/** Rows that may have a public version (approved, or approved once). */
export const mayBePublic = (table: typeof companies | typeof products | typeof services) =>
  or(eq(table.status, RECORD_STATUS.approved), isNotNull(table.approved));

/** The public version of each company among `ids` (all when absent), by id. */
export async function publicCompanies(
  db: Db,
  ids?: readonly number[],
): Promise<Map<number, Values>> {
  if (ids?.length === 0) return new Map();
  const rows = await db
    .select()
    .from(companies)
    .where(
      and(
        ids ? inArray(companies.id, [...ids]) : mayBePublic(companies),
        // Issue 47: a company held by a screening hit is not public.
        notHeld('company', companies.id),
      ),
    )
    .orderBy(companies.id);
  const found = new Map<number, Values>();
  for (const row of rows) {
    const values = publicVersion(row);
    if (values) found.set(row.id, values);
  }
  return found;
}

/** The sector and subsector names, by id: the words a company or an item is also found by. */
export async function sectorNames(db: Db) {
  const [sectors, subsectors] = await Promise.all([
    db.select().from(industries),
    db.select().from(subIndustries),
  ]);
  return {
    sector: new Map<number, Bilingual>(
      sectors.map((row) => [row.iid, { en: row.name_eng, ar: row.name_ara }]),
    ),
    subsector: new Map<number, Bilingual>(
      subsectors.map((row) => [row.id, { en: row.SUB_NAME_ENG, ar: row.SUB_NAME_ARA }]),
    ),
  };
}
export type SectorNames = Awaited<ReturnType<typeof sectorNames>>;

/** The names of a company's sectors (product and service ones), both languages in one text. */
export function companySectorWords(values: Values, names: SectorNames): string {
  const ids = [
    ...idsOf(values, 'industry_information_for_products'),
    ...idsOf(values, 'industry_information_for_services'),
  ];
  return ids
    .flatMap((id) => {
      const name = names.sector.get(id);
      return name ? [name.en, name.ar] : [];
    })
    .join(' ');
}
