import 'server-only';
import { asc, eq } from 'drizzle-orm';

import { sponsors } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { Sponsor } from '../schemas';

export const listSponsors = (db: Db): Promise<Sponsor[]> =>
  db.select().from(sponsors).orderBy(asc(sponsors.id));

export async function getSponsor(db: Db, id: number): Promise<Sponsor | null> {
  const [row] = await db.select().from(sponsors).where(eq(sponsors.id, id)).limit(1);
  return row ?? null;
}
