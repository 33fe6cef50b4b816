import 'server-only';
import { and, eq, lt } from 'drizzle-orm';

import { nextVersion } from '@/lib/db/next-version';
import { tradeLeads } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { ammanDay } from '@/lib/time/amman-day';

/**
 * Issue 39: writes closed every published lead whose deadline (an Amman day) is before `now`'s
 * Amman day, and answers how many it closed. One UPDATE whose condition names the status: run by
 * two instances at once, the second finds nothing left (PostgreSQL re-checks the condition on the
 * rows the first locked), so each lead is closed once. Public reads never wait for it: they apply
 * the same rule (../lead-state.ts). The caller re-validates `CACHE_TAGS.tradeLeads` when it closed any.
 */
export async function closeExpiredLeads(db: Db, now: Date): Promise<number> {
  const closed = await db
    .update(tradeLeads)
    .set({
      status: 'closed',
      closed_at: now.toISOString(),
      updated_at: now.toISOString(),
      version: nextVersion(tradeLeads.version),
    })
    .where(and(eq(tradeLeads.status, 'published'), lt(tradeLeads.deadline, ammanDay(now))))
    .returning({ id: tradeLeads.id });
  return closed.length;
}
