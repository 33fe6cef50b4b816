import 'server-only';
import { eq } from 'drizzle-orm';

import { ApiError, notFound } from '@/lib/api/errors';
import type { StaffChangeOutcome, StaffChangeScope } from '@/lib/api/staff-change';
import { nextVersion } from '@/lib/db/next-version';
import { screeningHits, type ScreeningHit, type ScreeningHitStatus } from '@/lib/db/schema';

import { isFailedScreening } from '../failed-screening';
import type { HitDecision } from '../hit-decision';
import type { HitDecisionBody, HitDetail } from '../hit-schemas';

import { findHit } from './hit-reads';

// Issue 47: a staff member clears a hit (not the person: the subject is published) or confirms it
// (the person: it stays held), with the reason. The one who entered or last changed the subject is
// refused (two-person rule, as the barrier register's approval); every decision is audited.

export const HIT_ACTIONS = {
  clear: 'screening-hit.clear',
  confirm: 'screening-hit.confirm',
} as const satisfies Record<HitDecision, string>;

export const HIT_ENTITY = 'screening_hits';

/** The statuses each decision is taken from: a confirmed hit may still be cleared (delisted, mistaken). */
const DECIDED_FROM: Record<HitDecision, readonly ScreeningHitStatus[]> = {
  clear: ['open', 'confirmed'],
  confirm: ['open'],
};
const STATUS_OF: Record<HitDecision, ScreeningHitStatus> = {
  clear: 'cleared',
  confirm: 'confirmed',
};

/** What the audit keeps of a hit: its subject, record, status and decision. */
const audited = (row: ScreeningHit) => ({
  subject_type: row.subject_type,
  subject_id: row.subject_id,
  screened_name: row.screened_name,
  source: row.source,
  list_version: row.list_version,
  reference: row.reference,
  score: row.score,
  status: row.status,
  decided_by: row.decided_by,
  decision_reason: row.decision_reason,
});

export type DecidedHit = {
  hit: HitDetail;
  subject: Pick<ScreeningHit, 'subject_type' | 'subject_id'>;
};

/** POST /api/staff/screening/hits/{id}/clear|confirm (404, 403 the enterer, 409, 428). */
export async function decideHit(
  { tx, actor, now, checkVersion }: StaffChangeScope,
  id: number,
  decision: HitDecision,
  body: HitDecisionBody,
): Promise<StaffChangeOutcome<DecidedHit>> {
  const [before] = await tx
    .select()
    .from(screeningHits)
    .where(eq(screeningHits.id, id))
    .for('update');
  if (!before) throw notFound();
  checkVersion(before.version);
  if (before.superseded_at !== null) throw new ApiError(409, 'ScreeningHitsAdmin.api.superseded');
  if (!DECIDED_FROM[decision].includes(before.status)) {
    throw new ApiError(409, `ScreeningHitsAdmin.api.${decision}From`);
  }
  // Issue 56: a screening that did not run found no one to confirm (the next one supersedes it).
  if (decision === 'confirm' && isFailedScreening(before)) {
    throw new ApiError(409, 'ScreeningHitsAdmin.api.confirmFailed');
  }
  if (before.entered_by === actor.id) throw new ApiError(403, 'ScreeningHitsAdmin.api.sameEnterer');
  const at = now.toISOString();
  const [after] = await tx
    .update(screeningHits)
    .set({
      status: STATUS_OF[decision],
      decided_by: actor.id,
      decision_reason: body.reason,
      decided_at: at,
      version: nextVersion(screeningHits.version),
      updated_at: at,
    })
    .where(eq(screeningHits.id, id))
    .returning();
  return {
    result: {
      hit: (await findHit(tx, id))!,
      subject: { subject_type: before.subject_type, subject_id: before.subject_id },
    },
    audit: {
      action: HIT_ACTIONS[decision],
      entityType: HIT_ENTITY,
      entityId: id,
      before: audited(before),
      after: audited(after!),
    },
  };
}
