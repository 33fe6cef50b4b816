import 'server-only';
import { eq } from 'drizzle-orm';

import { ApiError, notFound } from '@/lib/api/errors';
import type { StaffChangeOutcome, StaffChangeScope } from '@/lib/api/staff-change';
import { nextVersion } from '@/lib/db/next-version';
import { barrierTypes, countries, countryBlocs, industries, tradeBarriers } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { BARRIER_ACTIONS, BARRIER_ENTITIES, type BarrierPublication } from '../constants';
import type { BarrierInput, StaffBarrierDetail } from '../schemas';

import { findBarrierReport, findStaffBarrier } from './staff-reads';

// Issue 39 part 3: an entry created (from scratch or from a barrier report), changed, and moved
// through its two-step publication, each in one staff change (version checked, audited).
// Editing a published entry keeps it published (docs/decisions/trade-barriers.md "Barrier register").

type BarrierRow = typeof tradeBarriers.$inferSelect;
type Outcome<T> = Promise<StaffChangeOutcome<T>>;

/** The entry's country or bloc, sector, barrier type and source report must exist: 422 by field. */
async function checkChoices(tx: Db, input: BarrierInput) {
  const blocId = input.bloc_id ?? null;
  const exists = async (rows: Promise<unknown[]>) => (await rows).length > 0;
  const [country, bloc, industry, type] = await Promise.all([
    input.country_id === null ||
      exists(
        tx.select({ id: countries.id }).from(countries).where(eq(countries.id, input.country_id)),
      ),
    blocId === null ||
      exists(
        tx.select({ id: countryBlocs.id }).from(countryBlocs).where(eq(countryBlocs.id, blocId)),
      ),
    input.industry_id === null ||
      exists(
        tx
          .select({ id: industries.iid })
          .from(industries)
          .where(eq(industries.iid, input.industry_id)),
      ),
    input.barrier_type_id === null ||
      exists(
        tx
          .select({ id: barrierTypes.id })
          .from(barrierTypes)
          .where(eq(barrierTypes.id, input.barrier_type_id)),
      ),
  ]);
  const errors: Record<string, string[]> = {};
  if (!country) errors.country_id = ['Api.unknownChoice'];
  if (!bloc) errors.bloc_id = ['Api.unknownChoice'];
  if (!industry) errors.industry_id = ['Api.unknownChoice'];
  if (!type) errors.barrier_type_id = ['Api.unknownChoice'];
  if (Object.keys(errors).length > 0) throw new ApiError(422, 'Api.invalid', errors);
  if (input.source_enquiry_id) {
    try {
      await findBarrierReport(tx, input.source_enquiry_id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        throw new ApiError(422, 'Api.invalid', { source_enquiry_id: ['Api.unknownChoice'] });
      }
      throw error;
    }
  }
}

/** The stored fields of the input (its version is checked, never stored as sent). */
function columnsOf({ version: _version, source_enquiry_id, ...input }: BarrierInput) {
  const fields = { ...input, bloc_id: input.bloc_id ?? null };
  return source_enquiry_id === undefined ? fields : { ...fields, source_enquiry_id };
}

/** What the audit keeps of an entry: every field staff change. */
const audited = ({ created_at: _c, updated_at: _u, version: _v, ...row }: BarrierRow) => row;

async function lockBarrier(tx: Db, id: number): Promise<BarrierRow> {
  const [row] = await tx.select().from(tradeBarriers).where(eq(tradeBarriers.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

const staffView = async (tx: Db, id: number) => (await findStaffBarrier(tx, id))!;
const entity = (id: number) => ({ entityType: BARRIER_ENTITIES.barrier, entityId: id });

/** POST /api/staff/trade-barriers: a new entry, a draft. */
export async function createBarrier(
  { tx, now }: StaffChangeScope,
  input: BarrierInput,
): Outcome<StaffBarrierDetail> {
  await checkChoices(tx, input);
  const at = now.toISOString();
  const [row] = await tx
    .insert(tradeBarriers)
    .values({ ...columnsOf(input), publication: 'draft', created_at: at, updated_at: at })
    .returning();
  return {
    result: await staffView(tx, row!.id),
    audit: { action: BARRIER_ACTIONS.create, ...entity(row!.id), after: audited(row!) },
  };
}

/** PUT /api/staff/trade-barriers/{id}: its fields; its publication stays as it is. */
export async function updateBarrier(
  { tx, now, checkVersion }: StaffChangeScope,
  id: number,
  input: BarrierInput,
): Outcome<StaffBarrierDetail> {
  const before = await lockBarrier(tx, id);
  checkVersion(before.version);
  await checkChoices(tx, input);
  const [row] = await tx
    .update(tradeBarriers)
    .set({
      ...columnsOf(input),
      version: nextVersion(tradeBarriers.version),
      updated_at: now.toISOString(),
    })
    .where(eq(tradeBarriers.id, id))
    .returning();
  return {
    result: await staffView(tx, id),
    audit: {
      action: BARRIER_ACTIONS.update,
      ...entity(id),
      before: audited(before),
      after: audited(row!),
    },
  };
}

type Step = 'submit' | 'approve' | 'unpublish';

/** The publication states each step starts from. */
const STEP_FROM: Record<Step, readonly BarrierPublication[]> = {
  submit: ['draft', 'unpublished'],
  approve: ['awaiting_approval'],
  unpublish: ['published'],
};

/** The columns a step writes, for the staff member who takes it. */
function stepColumns(step: Step, actorId: number, at: string) {
  if (step === 'submit') {
    return { publication: 'awaiting_approval' as const, prepared_by: actorId, approved_by: null };
  }
  if (step === 'approve') {
    return { publication: 'published' as const, approved_by: actorId, published_at: at };
  }
  return { publication: 'unpublished' as const };
}

/**
 * POST /api/staff/trade-barriers/{id}/submit | approve | unpublish. Publication takes two staff:
 * whoever prepared an entry cannot approve it, an administrator neither (403); a step from the
 * wrong state is a 409 that says where the entry stands.
 */
export async function moveBarrier(
  { tx, now, actor, checkVersion }: StaffChangeScope,
  id: number,
  step: Step,
): Outcome<StaffBarrierDetail> {
  const before = await lockBarrier(tx, id);
  checkVersion(before.version);
  if (!STEP_FROM[step].includes(before.publication)) {
    throw new ApiError(409, `TradeBarrierRegisterAdmin.api.${step}From`);
  }
  if (step === 'approve' && before.prepared_by === actor.id) {
    throw new ApiError(403, 'TradeBarrierRegisterAdmin.api.sameApprover');
  }
  const at = now.toISOString();
  const [row] = await tx
    .update(tradeBarriers)
    .set({
      ...stepColumns(step, actor.id, at),
      version: nextVersion(tradeBarriers.version),
      updated_at: at,
    })
    .where(eq(tradeBarriers.id, id))
    .returning();
  return {
    result: await staffView(tx, id),
    audit: {
      action: BARRIER_ACTIONS[step],
      ...entity(id),
      before: { publication: before.publication, prepared_by: before.prepared_by },
      after: {
        publication: row!.publication,
        prepared_by: row!.prepared_by,
        approved_by: row!.approved_by,
      },
    },
  };
}
