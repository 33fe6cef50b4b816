import 'server-only';
import { asc } from 'drizzle-orm';

import { companyTypes, countries, governorates, industries, subIndustries } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { CatalogueSector } from '../catalogue';
import type { SubsectorRef } from '../schemas';

// The lookups the public catalogue names its records with: sectors and subsectors in order, and
// company types, governorates and countries by id.

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/** Every lookup the catalogue's records refer to, read once per catalogue. */
export async function loadLookups(db: Db) {
  const [sectorRows, subsectorRows, typeRows, governorateRows, countryRows] = await Promise.all([
    db.select().from(industries).orderBy(asc(industries.iid)),
    db.select().from(subIndustries).orderBy(asc(subIndustries.id)),
    db.select().from(companyTypes),
    db.select().from(governorates),
    db.select().from(countries),
  ]);
  const sectors: CatalogueSector[] = sectorRows.map(({ iid, name_eng, name_ara, image, kind }) => ({
    iid,
    name_eng,
    name_ara,
    image,
    kind,
  }));
  const subsectors: SubsectorRef[] = subsectorRows.map(
    ({ id, ind_id, SUB_NAME_ENG, SUB_NAME_ARA }) => ({ id, ind_id, SUB_NAME_ENG, SUB_NAME_ARA }),
  );
  return {
    sectors,
    subsectors,
    types: byId(typeRows),
    governorates: byId(governorateRows),
    countries: byId(countryRows),
  };
}
