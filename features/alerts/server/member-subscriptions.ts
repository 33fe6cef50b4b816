import 'server-only';
import { and, desc, eq } from 'drizzle-orm';

import { ApiError } from '@/lib/api/errors';
import { checkVersion } from '@/lib/api/record-version';
import { alertSubscriptions } from '@/lib/db/schema';
import type { AlertSubscription } from '@/lib/db/schema/alerts';
import type { Db } from '@/lib/db/types';

// Issue 39 "Alerts": a member's own subscriptions (their account's Alerts page). Another member's
// id answers 404, as an unknown one does, and changes nothing.

/** The member's subscriptions, the newest first (unsubscribed ones too: they can resume). */
export function listMemberSubscriptions(db: Db, userId: number): Promise<AlertSubscription[]> {
  return db
    .select()
    .from(alertSubscriptions)
    .where(eq(alertSubscriptions.user_id, userId))
    .orderBy(desc(alertSubscriptions.id));
}

/**
 * Deletes one of the member's subscriptions at the version the member saw (428 without, 409 when
 * it changed since); 404 when it is not theirs.
 */
export async function deleteMemberSubscription(
  db: Db,
  userId: number,
  id: number,
  version: number | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const mine = and(eq(alertSubscriptions.id, id), eq(alertSubscriptions.user_id, userId));
    const [row] = await tx
      .select({ version: alertSubscriptions.version })
      .from(alertSubscriptions)
      .where(mine)
      .for('update');
    if (!row) throw new ApiError(404, 'Api.notFound');
    checkVersion(row.version, version, { required: true });
    await tx.delete(alertSubscriptions).where(mine);
  });
}
