import 'server-only';
import { and, eq } from 'drizzle-orm';

import { notFound } from '@/lib/api/errors';
import type { StaffChangeOutcome, StaffChangeScope } from '@/lib/api/staff-change';
import { nextVersion } from '@/lib/db/next-version';
import { tradeLeadInterests } from '@/lib/db/schema';

import { TRADE_LEAD_ACTIONS } from '../constants';
import type { InterestState } from '../schemas';
import type { StaffInterest } from '../staff-schemas';

import { listLeadInterests } from './staff-reads';

/**
 * PUT /api/staff/trade-leads/{id}/interests/{interestId}: staff mark a member's interest
 * (shortlisted, passed on, not suitable, or new again); the member reads the state in their
 * account. 404 when the interest is not the lead's; 409 from a stale version; no entry when the
 * interest already has that state.
 */
export async function markInterest(
  { tx, now, checkVersion }: StaffChangeScope,
  leadId: number,
  interestId: number,
  state: InterestState,
): Promise<StaffChangeOutcome<StaffInterest>> {
  const where = and(eq(tradeLeadInterests.id, interestId), eq(tradeLeadInterests.lead_id, leadId));
  const [before] = await tx.select().from(tradeLeadInterests).where(where).for('update');
  if (!before) throw notFound();
  checkVersion(before.version);
  const view = async () =>
    (await listLeadInterests(tx, leadId)).find((interest) => interest.id === interestId)!;
  if (before.state === state) return { result: await view(), audit: null };
  await tx
    .update(tradeLeadInterests)
    .set({
      state,
      version: nextVersion(tradeLeadInterests.version),
      updated_at: now.toISOString(),
    })
    .where(where);
  return {
    result: await view(),
    audit: {
      action: TRADE_LEAD_ACTIONS.mark,
      entityType: 'trade_lead_interests',
      entityId: interestId,
      before: { lead_id: leadId, user_id: before.user_id, state: before.state },
      after: { lead_id: leadId, user_id: before.user_id, state },
    },
  };
}
