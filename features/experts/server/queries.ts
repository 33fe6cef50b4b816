import 'server-only';
import { asc } from 'drizzle-orm';

import { experts, industries, poolExperts, pools } from '@/lib/db/schema';
import { fieldsOf } from '@/lib/db/table-schemas';
import type { Db } from '@/lib/db/types';

import {
  type Expert,
  expertSchema,
  type Pool,
  poolSchema,
  type StaffExpert,
  staffExpertSchema,
  type StaffPool,
} from '../schemas';

type ExpertRow = typeof experts.$inferSelect;
type PoolRow = typeof pools.$inferSelect;

const iso = (value: string) => new Date(value).toISOString();
const staffExpertRow = staffExpertSchema.omit({ pools: true });
const poolFields = poolSchema.omit({ experts: true });

/** The public fields of an expert (never the contact details). */
export const publicExpert = (row: ExpertRow): Expert => fieldsOf(expertSchema, row);

/** Each pool's expert ids in their order. */
export async function poolMembers(db: Db): Promise<Map<number, number[]>> {
  const rows = await db
    .select()
    .from(poolExperts)
    .orderBy(asc(poolExperts.pool_id), asc(poolExperts.sort_order), asc(poolExperts.expert_id));
  const members = new Map<number, number[]>();
  for (const row of rows)
    members.set(row.pool_id, [...(members.get(row.pool_id) ?? []), row.expert_id]);
  return members;
}

export const poolOf = (row: PoolRow, members: Map<number, number[]>): Pool => ({
  ...fieldsOf(poolFields, row),
  experts: members.get(row.id) ?? [],
});

/** GET /api/experts: every expert, by id. */
export async function listExperts(db: Db): Promise<Expert[]> {
  const rows = await db.select().from(experts).orderBy(asc(experts.id));
  return rows.map(publicExpert);
}

/** GET /api/pool: every pool by id (oldest first, as stored), with its experts' ids. */
export async function listPools(db: Db): Promise<Pool[]> {
  const [rows, members] = await Promise.all([
    db.select().from(pools).orderBy(asc(pools.id)),
    poolMembers(db),
  ]);
  return rows.map((row) => poolOf(row, members));
}

/** The sectors (industries) by iid, for their names and for checking an expert's sectors. */
export const listSectors = (db: Db) =>
  db
    .select({ iid: industries.iid, name_eng: industries.name_eng, name_ara: industries.name_ara })
    .from(industries)
    .orderBy(asc(industries.iid));
export type Sector = Awaited<ReturnType<typeof listSectors>>[number];

/** The console's experts: contact details, pools and time of change too. */
export async function listStaffExperts(db: Db): Promise<StaffExpert[]> {
  const [rows, members] = await Promise.all([
    db.select().from(experts).orderBy(asc(experts.id)),
    poolMembers(db),
  ]);
  return rows.map((row) => staffExpertOf(row, members));
}

export function staffExpertOf(row: ExpertRow, members: Map<number, number[]>): StaffExpert {
  const inPools = [...members].filter(([, ids]) => ids.includes(row.id)).map(([pool]) => pool);
  return {
    ...fieldsOf(staffExpertRow, row),
    pools: inPools,
    updated_at: iso(row.updated_at),
  };
}

/** The console's pools (by id), with their time of change. */
export async function listStaffPools(db: Db): Promise<StaffPool[]> {
  const [rows, members] = await Promise.all([
    db.select().from(pools).orderBy(asc(pools.id)),
    poolMembers(db),
  ]);
  return rows.map((row) => staffPoolOf(row, members));
}

/** A pool as the console shows it: the public view, its version and time of change. */
export function staffPoolOf(row: PoolRow, members: Map<number, number[]>): StaffPool {
  return { ...poolOf(row, members), version: row.version, updated_at: iso(row.updated_at) };
}
