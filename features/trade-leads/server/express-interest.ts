import 'server-only';
import { and, desc, eq } from 'drizzle-orm';

import { notHeld } from '@/features/screening/screening-hold';
import { ApiError, notFound } from '@/lib/api/errors';
import { tradeLeadInterests, tradeLeads } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { isPublicLead, leadStateOf, takesInterest } from '../lead-state';
import type { MemberInterest } from '../schemas';

// Issue 39: a member expresses interest in a lead once (409 the second time); staff mark it and the
// member reads the state in their account.

type InterestRequest = {
  leadId: number;
  userId: number;
  message: string;
  now: Date;
  today: string;
};

/**
 * The member's interest in a published lead that is still open: 404 for a draft or an unknown
 * lead, 422 once it is closed, 409 when the member has already expressed interest in it.
 */
export async function expressInterest(db: Db, request: InterestRequest): Promise<MemberInterest> {
  const { leadId, userId, message, now, today } = request;
  const [lead] = await db
    .select({
      status: tradeLeads.status,
      deadline: tradeLeads.deadline,
      title_eng: tradeLeads.title_eng,
      title_ara: tradeLeads.title_ara,
    })
    .from(tradeLeads)
    .where(and(eq(tradeLeads.id, leadId), notHeld('trade_lead', tradeLeads.id)));
  if (!lead || !isPublicLead(lead)) throw notFound();
  if (!takesInterest(lead, today)) throw new ApiError(422, 'TradeLeads.api.leadClosed');
  const at = now.toISOString();
  // One statement: two requests at once meet the unique index, never two rows.
  const [row] = await db
    .insert(tradeLeadInterests)
    .values({ lead_id: leadId, user_id: userId, message, created_at: at, updated_at: at })
    .onConflictDoNothing({ target: [tradeLeadInterests.lead_id, tradeLeadInterests.user_id] })
    .returning();
  if (!row) throw new ApiError(409, 'TradeLeads.api.alreadyInterested');
  return {
    id: row.id,
    lead_id: leadId,
    title_eng: lead.title_eng,
    title_ara: lead.title_ara,
    deadline: lead.deadline,
    lead_state: leadStateOf(lead, today),
    message: row.message,
    state: row.state,
    created_at: row.created_at,
  };
}

/** The member's interests in public leads, the latest first, with each lead's title and state. */
export async function listMemberInterests(
  db: Db,
  userId: number,
  today: string,
): Promise<MemberInterest[]> {
  const rows = await db
    .select({
      id: tradeLeadInterests.id,
      lead_id: tradeLeadInterests.lead_id,
      title_eng: tradeLeads.title_eng,
      title_ara: tradeLeads.title_ara,
      deadline: tradeLeads.deadline,
      status: tradeLeads.status,
      message: tradeLeadInterests.message,
      state: tradeLeadInterests.state,
      created_at: tradeLeadInterests.created_at,
    })
    .from(tradeLeadInterests)
    .innerJoin(tradeLeads, eq(tradeLeads.id, tradeLeadInterests.lead_id))
    .where(and(eq(tradeLeadInterests.user_id, userId), notHeld('trade_lead', tradeLeads.id)))
    .orderBy(desc(tradeLeadInterests.created_at), desc(tradeLeadInterests.id));
  return rows
    .filter((row) => isPublicLead(row))
    .map(({ status, ...row }) => ({
      ...row,
      lead_state: leadStateOf({ status, deadline: row.deadline }, today),
    }));
}
