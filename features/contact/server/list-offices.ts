import 'server-only';
import { asc } from 'drizzle-orm';

import { offices } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { Office } from '../schemas';

export async function listOffices(db: Db): Promise<Office[]> {
  const rows = await db.select().from(offices).orderBy(asc(offices.sort), asc(offices.id));
  return rows.map(({ sort: _sort, ...office }) => office);
}
