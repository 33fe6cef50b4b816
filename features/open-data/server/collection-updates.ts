import 'server-only';
import { and, eq, inArray, max, sql } from 'drizzle-orm';

import { notHeld } from '@/features/screening/screening-hold';
import {
  events,
  news,
  tradeAgreements,
  tradeBarriers,
  tradeBarrierUpdates,
  tradeLeads,
} from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { rfc3339 } from '@/lib/feeds/rfc3339';

import type { DatasetKey } from '../datasets';

// The latest change of each open collection's public records (the catalogue's `modified`): the
// record's updated_at, and for the barrier register its public updates too. Null when empty.

const asText = (column: Parameters<typeof max>[0]) => sql<string | null>`(${max(column)})::text`;

/** The latest change as RFC 3339 (UTC), or null. */
async function latest(query: Promise<{ at: string | null }[]>): Promise<string | null> {
  const [row] = await query;
  return rfc3339(row?.at);
}

export async function readCollectionUpdates(db: Db): Promise<Record<DatasetKey, string | null>> {
  const [agreements, eventsAt, leads, barriers, barrierUpdates, newsAt] = await Promise.all([
    latest(
      db
        .select({ at: asText(tradeAgreements.updated_at) })
        .from(tradeAgreements)
        .where(eq(tradeAgreements.status, 1)),
    ),
    latest(
      db
        .select({ at: asText(events.updated_at) })
        .from(events)
        .where(eq(events.published, 1)),
    ),
    latest(
      db
        .select({ at: asText(tradeLeads.updated_at) })
        .from(tradeLeads)
        .where(
          and(
            inArray(tradeLeads.status, ['published', 'closed']),
            notHeld('trade_lead', tradeLeads.id),
          ),
        ),
    ),
    latest(
      db
        .select({ at: asText(tradeBarriers.updated_at) })
        .from(tradeBarriers)
        .where(eq(tradeBarriers.publication, 'published')),
    ),
    latest(
      db
        .select({ at: asText(tradeBarrierUpdates.updated_at) })
        .from(tradeBarrierUpdates)
        .innerJoin(tradeBarriers, eq(tradeBarriers.id, tradeBarrierUpdates.barrier_id))
        .where(eq(tradeBarriers.publication, 'published')),
    ),
    latest(
      db
        .select({ at: asText(news.updated_at) })
        .from(news)
        .where(eq(news.status, 1)),
    ),
  ]);
  const later = (a: string | null, b: string | null) =>
    a === null ? b : b === null ? a : Date.parse(a) >= Date.parse(b) ? a : b;
  return {
    agreements,
    events: eventsAt,
    'trade-leads': leads,
    'trade-barriers': later(barriers, barrierUpdates),
    news: newsAt,
  };
}
