import 'server-only';
import { asc, eq } from 'drizzle-orm';

import { cleanRichHtmlRow, cleanRichHtmlRows } from '@/lib/db/rich-html';
import { sponsors } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { Sponsor } from '../schemas';

// The TARIFF texts as the allowlist leaves them (issue 25).
export const listSponsors = async (db: Db): Promise<Sponsor[]> =>
  cleanRichHtmlRows(sponsors, await db.select().from(sponsors).orderBy(asc(sponsors.id)));

export async function getSponsor(db: Db, id: number): Promise<Sponsor | null> {
  const [row] = await db.select().from(sponsors).where(eq(sponsors.id, id)).limit(1);
  return row ? cleanRichHtmlRow(sponsors, row) : null;
}
