import 'server-only';
import { eq } from 'drizzle-orm';

import { tradeFlowYears } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

/** The years imported from CEPII's own files (not the project's illustrative extract). */
export async function readRealFlowYears(db: Db): Promise<Set<number>> {
  const rows = await db
    .select({ year: tradeFlowYears.year })
    .from(tradeFlowYears)
    .where(eq(tradeFlowYears.sample, false));
  return new Set(rows.map((row) => row.year));
}
