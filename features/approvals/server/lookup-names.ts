import 'server-only';
import { inArray } from 'drizzle-orm';

import {
  companyTypes,
  countries,
  governorates,
  industries,
  locationTypes,
  positions,
  subIndustries,
  titles,
} from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { LookupTable } from '../review-fields';

export type Name = { id: number; en: string; ar: string };
export type LookupNames = Record<LookupTable, Map<number, Name>>;

type Reader = (db: Db, ids: number[]) => Promise<Name[]>;

// Each lookup's names in both languages, read for the ids a review shows only.
const READERS: Record<LookupTable, Reader> = {
  companyTypes: (db, ids) =>
    db
      .select({ id: companyTypes.id, en: companyTypes.name_eng, ar: companyTypes.name_ara })
      .from(companyTypes)
      .where(inArray(companyTypes.id, ids)),
  locationTypes: (db, ids) =>
    db
      .select({ id: locationTypes.id, en: locationTypes.name_eng, ar: locationTypes.name_ara })
      .from(locationTypes)
      .where(inArray(locationTypes.id, ids)),
  governorates: (db, ids) =>
    db
      .select({ id: governorates.id, en: governorates.name_eng, ar: governorates.name_ara })
      .from(governorates)
      .where(inArray(governorates.id, ids)),
  countries: (db, ids) =>
    db
      .select({ id: countries.id, en: countries.name_eng, ar: countries.name_ara })
      .from(countries)
      .where(inArray(countries.id, ids)),
  industries: (db, ids) =>
    db
      .select({ id: industries.iid, en: industries.name_eng, ar: industries.name_ara })
      .from(industries)
      .where(inArray(industries.iid, ids)),
  subIndustries: (db, ids) =>
    db
      .select({
        id: subIndustries.id,
        en: subIndustries.SUB_NAME_ENG,
        ar: subIndustries.SUB_NAME_ARA,
      })
      .from(subIndustries)
      .where(inArray(subIndustries.id, ids)),
  titles: (db, ids) =>
    db
      .select({ id: titles.id, en: titles.name_eng, ar: titles.name_ara })
      .from(titles)
      .where(inArray(titles.id, ids)),
  positions: async (db, ids) => {
    const rows = await db.select().from(positions).where(inArray(positions.id, ids));
    return rows.map((row) => ({
      id: row.id,
      en: row.name_translations.en || row.name,
      ar: row.name_translations.ar || row.name,
    }));
  },
};

const idsIn = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (id): id is number => typeof id === 'number' && Number.isInteger(id),
  );

/** The names of every lookup id the given fields hold, in the values of both versions. */
export async function readLookupNames(
  db: Db,
  wanted: { table: LookupTable; values: unknown[] }[],
): Promise<LookupNames> {
  const ids = new Map<LookupTable, Set<number>>();
  for (const { table, values } of wanted) {
    const set = ids.get(table) ?? new Set<number>();
    for (const value of values) for (const id of idsIn(value)) set.add(id);
    ids.set(table, set);
  }
  const names = Object.fromEntries(
    Object.keys(READERS).map((table) => [table, new Map<number, Name>()]),
  ) as LookupNames;
  await Promise.all(
    [...ids].map(async ([table, set]) => {
      if (set.size === 0) return;
      for (const name of await READERS[table](db, [...set])) names[table].set(name.id, name);
    }),
  );
  return names;
}

/** The names of a lookup value (one id or a list); an id that names nothing shows as `#id`. */
export function namesOf(names: LookupNames, table: LookupTable, value: unknown): Name[] {
  return idsIn(value).map((id) => names[table].get(id) ?? { id, en: `#${id}`, ar: `#${id}` });
}
