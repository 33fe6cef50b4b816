import 'server-only';
import { desc } from 'drizzle-orm';

import { tradeFlowYears } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

/** Whether the latest year imported (the one the pages show) is from CEPII's own files, not the extract. */
export async function latestFlowYearIsReal(db: Db): Promise<boolean> {
  const [latest] = await db
    .select({ sample: tradeFlowYears.sample })
    .from(tradeFlowYears)
    .orderBy(desc(tradeFlowYears.year))
    .limit(1);
  return latest !== undefined && !latest.sample;
}
