import 'server-only';
import { sql } from 'drizzle-orm';

import { mailOutbox } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { OUTBOX_MAX_ATTEMPTS } from './outbox';

/** What the console's outbox tile shows (issue 48). */
export type OutboxCounts = {
  /** Not sent yet, still to be tried. */
  waiting: number;
  /** Not sent, given up (too many refusals, or in doubt twice). */
  givenUp: number;
  /** Found claimed but never marked sent after a crash: sent once more, after a delay, at most. */
  inDoubt: number;
  /** Of those, the ones still waiting for their one more send. */
  inDoubtWaiting: number;
};

/** The outbox's counts in one scan. */
export async function readOutboxCounts(db: Db): Promise<OutboxCounts> {
  const unsent = sql`${mailOutbox.sent_at} is null`;
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${unsent} and ${mailOutbox.attempts} < ${OUTBOX_MAX_ATTEMPTS})::int`,
      givenUp: sql<number>`count(*) filter (where ${unsent} and ${mailOutbox.attempts} >= ${OUTBOX_MAX_ATTEMPTS})::int`,
      inDoubt: sql<number>`count(*) filter (where ${mailOutbox.in_doubt_at} is not null)::int`,
      inDoubtWaiting: sql<number>`count(*) filter (where ${mailOutbox.in_doubt_at} is not null and ${unsent} and ${mailOutbox.attempts} < ${OUTBOX_MAX_ATTEMPTS})::int`,
    })
    .from(mailOutbox);
  return {
    waiting: Number(row?.waiting ?? 0),
    givenUp: Number(row?.givenUp ?? 0),
    inDoubt: Number(row?.inDoubt ?? 0),
    inDoubtWaiting: Number(row?.inDoubtWaiting ?? 0),
  };
}
