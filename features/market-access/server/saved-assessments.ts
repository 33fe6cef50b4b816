import 'server-only';
import { and, count, desc, eq, inArray } from 'drizzle-orm';

import { ApiError } from '@/lib/api/errors';
import { countries, hsCodes, originAssessments, tradeAgreements, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { numericOfAlpha2 } from '@/lib/geo/country-codes';
import { parseTimestamp } from '@/lib/i18n/format-date';

import type { AssessmentAnswer } from '../assessment-schemas';
import { SAVED_ASSESSMENTS_MAX } from '../constants';
import type { SavedAssessment } from '../saved-assessment-schemas';

// A member's saved rules-of-origin self-assessments (issue 37): the request and the report as the
// portal gave it (never a client's outcome), kept until the member deletes it, the account goes or
// the agreement is removed. At most SAVED_ASSESSMENTS_MAX a member.

/** The message of a save refused because the member keeps the most there may be. */
export const SAVED_ASSESSMENTS_FULL = 'OriginAssessment.saved.full';

/**
 * Stores `assessment` (computed by the server) for the member; 422 when they already keep
 * SAVED_ASSESSMENTS_MAX. The member's row is locked while counting, so two saves at once cannot
 * both pass the cap.
 */
export async function saveAssessment(
  db: Db,
  userId: number,
  assessment: AssessmentAnswer,
): Promise<SavedAssessment> {
  const { code, partner, agreement, outcome, reasons, answers } = assessment;
  const [row] = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [kept] = await tx
      .select({ n: count() })
      .from(originAssessments)
      .where(eq(originAssessments.user_id, userId));
    if ((kept?.n ?? 0) >= SAVED_ASSESSMENTS_MAX) {
      throw new ApiError(422, SAVED_ASSESSMENTS_FULL, {}, { max: SAVED_ASSESSMENTS_MAX });
    }
    return tx
      .insert(originAssessments)
      .values({
        user_id: userId,
        hs_code: code.code,
        country_code: partner.country_code,
        agreement_id: agreement.id,
        answers,
        outcome,
        reasons,
        assessed_at: assessment.assessed_at,
      })
      .returning({ id: originAssessments.id, assessed_at: originAssessments.assessed_at });
  });
  return {
    id: row!.id,
    code: { code: code.code, name_en: code.name_en, name_ar: code.name_ar },
    partner,
    agreement: { id: agreement.id, title_eng: agreement.title_eng, title_ara: agreement.title_ara },
    outcome,
    reasons,
    answers,
    assessed_at: parseTimestamp(row!.assessed_at).toISOString(),
  };
}

/** The codes' names; a subheading without an Arabic name of its own takes its heading's. */
async function codeNames(db: Db, codes: string[]) {
  const wanted = [...new Set(codes.flatMap((code) => [code, code.slice(0, 4)]))];
  const rows =
    wanted.length > 0
      ? await db
          .select({ code: hsCodes.code, name_en: hsCodes.name_en, name_ar: hsCodes.name_ar })
          .from(hsCodes)
          .where(inArray(hsCodes.code, wanted))
      : [];
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return (code: string) => {
    const own = byCode.get(code);
    const heading = code.length === 6 ? byCode.get(code.slice(0, 4)) : undefined;
    return {
      code,
      name_en: own?.name_en ?? '',
      name_ar: own?.name_ar || heading?.name_ar || '',
    };
  };
}

/** The partners' names by alpha-2 code. */
async function partnerNames(db: Db, codes: string[]) {
  const ids = [...new Set(codes)].flatMap((code) => numericOfAlpha2(code) ?? []);
  const rows =
    ids.length > 0 ? await db.select().from(countries).where(inArray(countries.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (code: string) => {
    const row = byId.get(numericOfAlpha2(code) ?? -1);
    return { country_code: code, name_en: row?.name_eng ?? code, name_ar: row?.name_ara ?? code };
  };
}

/** The member's saved assessments, the newest first. */
export async function listSavedAssessments(db: Db, userId: number): Promise<SavedAssessment[]> {
  const rows = await db
    .select({
      id: originAssessments.id,
      hs_code: originAssessments.hs_code,
      country_code: originAssessments.country_code,
      agreement_id: originAssessments.agreement_id,
      title_eng: tradeAgreements.title_eng,
      title_ara: tradeAgreements.title_ara,
      outcome: originAssessments.outcome,
      reasons: originAssessments.reasons,
      answers: originAssessments.answers,
      assessed_at: originAssessments.assessed_at,
    })
    .from(originAssessments)
    .innerJoin(tradeAgreements, eq(tradeAgreements.id, originAssessments.agreement_id))
    .where(eq(originAssessments.user_id, userId))
    .orderBy(desc(originAssessments.assessed_at), desc(originAssessments.id));
  const [codeOf, partnerOf] = await Promise.all([
    codeNames(
      db,
      rows.map((row) => row.hs_code),
    ),
    partnerNames(
      db,
      rows.map((row) => row.country_code),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    code: codeOf(row.hs_code),
    partner: partnerOf(row.country_code),
    agreement: { id: row.agreement_id, title_eng: row.title_eng, title_ara: row.title_ara },
    outcome: row.outcome,
    reasons: row.reasons,
    answers: row.answers,
    assessed_at: parseTimestamp(row.assessed_at).toISOString(),
  }));
}

/** Deletes one of the member's saved assessments; false when they have none with that id. */
export async function deleteSavedAssessment(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(originAssessments)
    .where(and(eq(originAssessments.id, id), eq(originAssessments.user_id, userId)))
    .returning({ id: originAssessments.id });
  return deleted.length > 0;
}
