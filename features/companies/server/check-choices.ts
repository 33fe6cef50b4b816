import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import {
  companyTypes,
  countries,
  governorates,
  industries,
  positions,
  subIndustries,
  titles,
} from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { knownHsCode } from '@/lib/hs/known-hs-code';

import type { CompanyFields } from '../company-schemas';
import type { OfferingKind } from '../offering-schemas';

type Errors = Record<string, string[]>;
const UNKNOWN = 'Api.unknownChoice';

async function missingIds(db: Db, table: PgTable, column: PgColumn, ids: number[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await db.select({ id: column }).from(table).where(inArray(column, wanted));
  const found = new Set(rows.map((row) => Number(row.id)));
  return wanted.filter((id) => !found.has(id));
}

async function sectorsOfKind(db: Db, ids: number[], kind: OfferingKind) {
  if (ids.length === 0) return true;
  const rows = await db
    .select({ iid: industries.iid })
    .from(industries)
    .where(and(inArray(industries.iid, ids), eq(industries.kind, kind)));
  return rows.length === new Set(ids).size;
}

/** Every id of the company's fields names a row of its list, and the sectors are of their kind. */
export async function checkCompanyChoices(db: Db, fields: CompanyFields): Promise<Errors> {
  const errors: Errors = {};
  const single: [keyof CompanyFields, PgTable, PgColumn, number | undefined][] = [
    ['type_of_company', companyTypes, companyTypes.id, fields.type_of_company],
    ['governorates', governorates, governorates.id, fields.governorates],
    ['location_country_id', countries, countries.id, fields.location_country_id],
    ['person_title', titles, titles.id, fields.person_title],
    ['person_position', positions, positions.id, fields.person_position],
  ];
  for (const [field, table, column, id] of single) {
    if (id !== undefined && (await missingIds(db, table, column, [id])).length > 0) {
      errors[field] = [UNKNOWN];
    }
  }
  if ((await missingIds(db, countries, countries.id, fields.countries_of_operations)).length > 0) {
    errors.countries_of_operations = [UNKNOWN];
  }
  if (!(await sectorsOfKind(db, fields.industry_information_for_products, 'products'))) {
    errors.industry_information_for_products = [UNKNOWN];
  }
  if (!(await sectorsOfKind(db, fields.industry_information_for_services, 'services'))) {
    errors.industry_information_for_services = [UNKNOWN];
  }
  return errors;
}

/** A product's or service's sector is of its kind and the subsector belongs to that sector. */
async function checkSectors(
  db: Db,
  kind: OfferingKind,
  fields: { industry: number; sub_ind: number },
): Promise<Errors> {
  if (!(await sectorsOfKind(db, [fields.industry], kind))) {
    return { industry: ['Companies.sectorKind'] };
  }
  const [sub] = await db
    .select({ ind_id: subIndustries.ind_id })
    .from(subIndustries)
    .where(eq(subIndustries.id, fields.sub_ind))
    .limit(1);
  if (!sub) return { sub_ind: [UNKNOWN] };
  return sub.ind_id === fields.industry ? {} : { sub_ind: ['Companies.subsectorMismatch'] };
}

/**
 * The lists an offering's fields name: its sector and subsector, and its HS code (issue 37), which
 * the nomenclature must know (a subheading of another edition by its heading: knownHsCode).
 */
export async function checkOfferingChoices(
  db: Db,
  kind: OfferingKind,
  fields: { industry: number; sub_ind: number; hs_code?: string },
): Promise<Errors> {
  const errors = await checkSectors(db, kind, fields);
  if (fields.hs_code && !(await knownHsCode(db, fields.hs_code))) {
    errors.hs_code = ['Companies.hsCodeUnknown'];
  }
  return errors;
}
