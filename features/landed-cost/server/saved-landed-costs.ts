import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';

import { ApiError, notFound } from '@/lib/api/errors';
import { checkVersion } from '@/lib/api/record-version';
import { nextVersion } from '@/lib/db/next-version';
import { savedLandedCosts, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { parseTimestamp } from '@/lib/i18n/format-date';

import type { LandedCostAnswer } from '../answer-schema';
import { SAVED_LANDED_COSTS_MAX } from '../constants';
import type { LandedCostQuery } from '../query-schema';
import type { SavedLandedCost } from '../saved-schemas';

// A member's saved landed costs (issue 58): the inputs read and the answer the server computed
// (never a client's), at most SAVED_LANDED_COSTS_MAX a member; renamed with the version the member
// read (428 without, 409 stale); deleted by their owner only (anyone else's id is 404).

export const SAVED_LANDED_COSTS_FULL = 'LandedCost.saved.full';

type Row = typeof savedLandedCosts.$inferSelect;

const recordOf = (row: Row): SavedLandedCost => ({
  id: row.id,
  label: row.label,
  hs: row.hs_code,
  countries: row.countries,
  inputs: row.inputs,
  answer: row.answer as LandedCostAnswer,
  version: row.version,
  saved_at: parseTimestamp(row.saved_at).toISOString(),
});

/** Stores the answer for the member; 422 when they already keep SAVED_LANDED_COSTS_MAX. */
export async function saveLandedCost(
  db: Db,
  userId: number,
  { inputs, answer, label }: { inputs: LandedCostQuery; answer: LandedCostAnswer; label: string },
): Promise<SavedLandedCost> {
  const [row] = await db.transaction(async (tx) => {
    // The member's row locked while counting: two saves at once cannot both pass the cap.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [kept] = await tx
      .select({ n: count() })
      .from(savedLandedCosts)
      .where(eq(savedLandedCosts.user_id, userId));
    if ((kept?.n ?? 0) >= SAVED_LANDED_COSTS_MAX) {
      throw new ApiError(422, SAVED_LANDED_COSTS_FULL, {}, { max: SAVED_LANDED_COSTS_MAX });
    }
    return tx
      .insert(savedLandedCosts)
      .values({
        user_id: userId,
        label,
        hs_code: inputs.hs,
        countries: inputs.country,
        inputs: inputs as unknown as Record<string, unknown>,
        answer: answer as unknown as Record<string, unknown>,
      })
      .returning();
  });
  return recordOf(row!);
}

/** The member's saved landed costs, the newest first. */
export async function listSavedLandedCosts(db: Db, userId: number): Promise<SavedLandedCost[]> {
  const rows = await db
    .select()
    .from(savedLandedCosts)
    .where(eq(savedLandedCosts.user_id, userId))
    .orderBy(desc(savedLandedCosts.saved_at), desc(savedLandedCosts.id));
  return rows.map(recordOf);
}

const own = (userId: number, id: number) =>
  and(eq(savedLandedCosts.id, id), eq(savedLandedCosts.user_id, userId));

/** A new label for one of the member's own; 404 for anyone else's, 428/409 by the version. */
export async function renameLandedCost(
  db: Db,
  userId: number,
  id: number,
  { label, version }: { label: string; version: number | undefined },
): Promise<SavedLandedCost> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(savedLandedCosts).where(own(userId, id)).for('update');
    if (!locked) throw notFound();
    checkVersion(locked.version, version, { required: true });
    const [row] = await tx
      .update(savedLandedCosts)
      .set({ label, version: nextVersion(savedLandedCosts.version) })
      .where(eq(savedLandedCosts.id, id))
      .returning();
    return recordOf(row!);
  });
}

/** Deletes one of the member's own; false when they have none with that id. */
export async function deleteSavedLandedCost(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(savedLandedCosts)
    .where(own(userId, id))
    .returning({ id: savedLandedCosts.id });
  return deleted.length > 0;
}
