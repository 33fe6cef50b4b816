import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';

import {
  barrierTypes,
  countries,
  countryBlocMembers,
  countryBlocs,
  industries,
  tradeBarriers,
  tradeBarrierUpdates,
} from '@/lib/db/schema';
import { columnsOf, fieldsOf } from '@/lib/db/table-schemas';
import type { Db } from '@/lib/db/types';

import { PUBLIC_BARRIER_PUBLICATION } from '../barrier-visibility';
import {
  type BarrierDetail,
  barrierSchema,
  type BarrierUpdate,
  barrierUpdateSchema,
  type BlocCountry,
  type PublicBarrier,
  staffBarrierUpdateSchema,
} from '../schemas';

// Issue 39 part 3: the register's public reads. Their columns are those `barrierSchema` names
// (an allowlist), so nothing staff-only (the source report, who prepared or approved an entry)
// can reach a public answer.

export const PUBLIC_BARRIER_COLUMNS = {
  ...columnsOf(tradeBarriers, barrierSchema),
  // Issue 45: an entry of a bloc is named by the bloc and lists its members.
  country_eng: sql<string | null>`coalesce(${countryBlocs.name_eng}, ${countries.name_eng})`,
  country_ara: sql<string | null>`coalesce(${countryBlocs.name_ara}, ${countries.name_ara})`,
  bloc_countries: sql<
    BlocCountry[]
  >`coalesce((select json_agg(json_build_object('id', ${countries.id}, 'name_eng', ${countries.name_eng}, 'name_ara', ${countries.name_ara}) order by ${countries.id}) from ${countryBlocMembers} inner join ${countries} on ${countries.id} = ${countryBlocMembers.country_id} where ${countryBlocMembers.bloc_id} = ${tradeBarriers.bloc_id}), '[]'::json)`,
  industry_eng: industries.name_eng,
  industry_ara: industries.name_ara,
  barrier_type_eng: barrierTypes.name_eng,
  barrier_type_ara: barrierTypes.name_ara,
};

/** An entry's row as the public select reads it (the joined names null when gone). */
export type PublicBarrierRow = Awaited<ReturnType<typeof selectPublic>>[number];

/** A row with its names ('' for a lookup that is gone). */
export function publicBarrierOf(row: PublicBarrierRow): PublicBarrier {
  return {
    ...row,
    country_eng: row.country_eng ?? '',
    country_ara: row.country_ara ?? '',
    industry_eng: row.industry_eng ?? '',
    industry_ara: row.industry_ara ?? '',
    barrier_type_eng: row.barrier_type_eng ?? '',
    barrier_type_ara: row.barrier_type_ara ?? '',
  };
}

/** Published or not, entries with the names of their country, sector and barrier type. */
const selectPublic = (db: Db) =>
  db
    .select(PUBLIC_BARRIER_COLUMNS)
    .from(tradeBarriers)
    .leftJoin(countries, eq(countries.id, tradeBarriers.country_id))
    .leftJoin(countryBlocs, eq(countryBlocs.id, tradeBarriers.bloc_id))
    .leftJoin(industries, eq(industries.iid, tradeBarriers.industry_id))
    .leftJoin(barrierTypes, eq(barrierTypes.id, tradeBarriers.barrier_type_id));

const isPublished = eq(tradeBarriers.publication, PUBLIC_BARRIER_PUBLICATION);

/** Every published entry, the latest status date first (the register is a few dozen rows). */
export async function listPublishedBarriers(db: Db): Promise<PublicBarrier[]> {
  const rows = await selectPublic(db)
    .where(isPublished)
    .orderBy(desc(tradeBarriers.status_date), desc(tradeBarriers.id));
  return rows.map(publicBarrierOf);
}

/** An entry's updates with their versions, the newest first. */
export function listUpdatesWithVersions(db: Db, barrierId: number) {
  return db
    .select(columnsOf(tradeBarrierUpdates, staffBarrierUpdateSchema))
    .from(tradeBarrierUpdates)
    .where(eq(tradeBarrierUpdates.barrier_id, barrierId))
    .orderBy(desc(tradeBarrierUpdates.date), desc(tradeBarrierUpdates.id));
}

/** An entry's public updates (without their versions), the newest first. */
export async function listBarrierUpdates(db: Db, barrierId: number): Promise<BarrierUpdate[]> {
  const updates = await listUpdatesWithVersions(db, barrierId);
  return updates.map((update) => fieldsOf(barrierUpdateSchema, update));
}

/** A published entry and its updates; null for any other (a draft is not found). */
export async function findPublishedBarrier(db: Db, id: number): Promise<BarrierDetail | null> {
  const [row] = await selectPublic(db)
    .where(and(eq(tradeBarriers.id, id), isPublished))
    .limit(1);
  if (!row) return null;
  return { ...publicBarrierOf(row), updates: await listBarrierUpdates(db, id) };
}

type Named = { id: number; name_eng: string; name_ara: string };

/** The console form's lists: countries, blocs (issue 45), sectors and barrier types. */
export async function listBarrierFormChoices(db: Db) {
  const [countryRows, blocs, sectors, types] = await Promise.all([
    db
      .select({ id: countries.id, name_eng: countries.name_eng, name_ara: countries.name_ara })
      .from(countries)
      .orderBy(asc(countries.name_eng)),
    db
      .select({
        id: countryBlocs.id,
        name_eng: countryBlocs.name_eng,
        name_ara: countryBlocs.name_ara,
      })
      .from(countryBlocs)
      .orderBy(asc(countryBlocs.id)),
    db
      .select({ id: industries.iid, name_eng: industries.name_eng, name_ara: industries.name_ara })
      .from(industries)
      .orderBy(asc(industries.iid)),
    db.select().from(barrierTypes).orderBy(asc(barrierTypes.id)),
  ]);
  return { countries: countryRows, blocs, sectors, types } satisfies Record<string, Named[]>;
}
export type BarrierFormChoices = Awaited<ReturnType<typeof listBarrierFormChoices>>;
