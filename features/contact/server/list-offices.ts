import 'server-only';
import { asc, eq } from 'drizzle-orm';

import { offices } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { Office } from '../schemas';

/** The offices shown (status 1, issue 29), in the editors' order. */
export async function listOffices(db: Db): Promise<Office[]> {
  const rows = await db
    .select()
    .from(offices)
    .where(eq(offices.status, 1))
    .orderBy(asc(offices.sort), asc(offices.id));
  return rows.map(({ sort: _sort, status: _status, version: _version, ...office }) => office);
}
