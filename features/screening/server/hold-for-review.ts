import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';

import { nextVersion } from '@/lib/db/next-version';
import { screeningHits, type ScreeningHit } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { FAILED_SCREENING } from '../failed-screening';

import type { ScreenedSubject } from './subjects';

// Issue 56: a screening that failed holds its subject for review (failed-screening.ts): one open
// hit naming no list, kept while the screening keeps failing (the subject's other hits stay as they
// were), superseded by the next screening that runs.

type Options = { now: Date; enteredBy?: number | null };

/** Writes (or renews) the subject's open "screening failed" hit, in the caller's transaction. */
export async function holdForReview(
  tx: Db,
  subject: ScreenedSubject,
  { now, enteredBy = subject.enteredBy }: Options,
): Promise<ScreeningHit> {
  const at = now.toISOString();
  const [open] = await tx
    .select({ id: screeningHits.id })
    .from(screeningHits)
    .where(
      and(
        eq(screeningHits.subject_type, subject.type),
        eq(screeningHits.subject_id, subject.id),
        eq(screeningHits.reason, FAILED_SCREENING.reason),
        eq(screeningHits.status, 'open'),
        isNull(screeningHits.superseded_at),
      ),
    )
    .for('update');
  const evidence = {
    subject_label: subject.label,
    subject_fields: subject.fields,
    screened_name: subject.names.join(' · ') || subject.label,
  };
  if (open) {
    const [row] = await tx
      .update(screeningHits)
      .set({
        ...evidence,
        ...(enteredBy !== null ? { entered_by: enteredBy } : {}),
        version: nextVersion(screeningHits.version),
        updated_at: at,
      })
      .where(eq(screeningHits.id, open.id))
      .returning();
    return row!;
  }
  const [row] = await tx
    .insert(screeningHits)
    .values({
      ...evidence,
      subject_type: subject.type,
      subject_id: subject.id,
      source: FAILED_SCREENING.source,
      list_version: 0,
      list_date: at.slice(0, 10),
      reference: FAILED_SCREENING.reference,
      record: {
        kind: 'none',
        primaryName: '',
        originalScript: null,
        names: [],
        countries: [],
        birthDates: [],
        programs: [],
        listedOn: null,
      },
      record_digest: FAILED_SCREENING.reason,
      matched_name: '',
      score: FAILED_SCREENING.score,
      reason: FAILED_SCREENING.reason,
      entered_by: enteredBy,
      created_at: at,
      updated_at: at,
    })
    .returning();
  return row!;
}
