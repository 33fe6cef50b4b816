import 'server-only';
import { eq } from 'drizzle-orm';

import { barrierTypes, clientTypes, countries, industries, positions } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { LookupName } from '../schemas';

/** The submitData fields that hold a lookup id. */
export const LOOKUP_FIELDS = [
  'country',
  'industry',
  'type_of_client',
  'positions',
  'barriers',
] as const;
export type LookupField = (typeof LOOKUP_FIELDS)[number];

type Named = { id: number } & LookupName;

// One query per lookup field the enquiry names.
const READERS: Record<LookupField, (db: Db, id: number) => Promise<Named[]>> = {
  country: (db, id) =>
    db
      .select({ id: countries.id, name_eng: countries.name_eng, name_ara: countries.name_ara })
      .from(countries)
      .where(eq(countries.id, id)),
  industry: (db, id) =>
    db
      .select({ id: industries.iid, name_eng: industries.name_eng, name_ara: industries.name_ara })
      .from(industries)
      .where(eq(industries.iid, id)),
  type_of_client: (db, id) =>
    db
      .select({
        id: clientTypes.id,
        name_eng: clientTypes.name_eng,
        name_ara: clientTypes.name_ara,
      })
      .from(clientTypes)
      .where(eq(clientTypes.id, id)),
  barriers: (db, id) =>
    db
      .select({
        id: barrierTypes.id,
        name_eng: barrierTypes.name_eng,
        name_ara: barrierTypes.name_ara,
      })
      .from(barrierTypes)
      .where(eq(barrierTypes.id, id)),
  positions: async (db, id) => {
    const rows = await db.select().from(positions).where(eq(positions.id, id));
    return rows.map((row) => ({
      id: row.id,
      name_eng: row.name_translations?.en || row.name,
      name_ara: row.name_translations?.ar ?? '',
    }));
  },
};

const idOf = (value: unknown): number | null => {
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
};

export type LookupLabels = Partial<Record<LookupField, LookupName>>;

/**
 * The names of the lookup rows `data` chooses, and the fields whose id names no row.
 * A field the enquiry does not have is neither.
 */
export async function readLookups(
  db: Db,
  data: Record<string, unknown>,
): Promise<{ labels: LookupLabels; unknown: LookupField[] }> {
  const labels: LookupLabels = {};
  const unknown: LookupField[] = [];
  await Promise.all(
    LOOKUP_FIELDS.filter((field) => field in data).map(async (field) => {
      const id = idOf(data[field]);
      const [row] = id === null ? [] : await READERS[field](db, id);
      if (row) labels[field] = { name_eng: row.name_eng, name_ara: row.name_ara };
      else unknown.push(field);
    }),
  );
  return { labels, unknown: LOOKUP_FIELDS.filter((field) => unknown.includes(field)) };
}
