import 'server-only';
import { createHash } from 'node:crypto';

import { and, asc, eq, inArray, isNull } from 'drizzle-orm';

import { nextVersion } from '@/lib/db/next-version';
import {
  sanctionsNames,
  screeningHits,
  type ScreenedRecord,
  type ScreenedSubjectType,
  type ScreeningHit,
} from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { getLogger } from '@/lib/logger';
import { DEFAULT_MIN_SCORE } from '@/lib/names/score';

import { holdForReview } from './hold-for-review';
import { screenName, type ScreeningMatch } from './screen-name';
import { readSubject, type ScreenedSubject } from './subjects';

// Issue 47, the staff hold: a subject is screened when it is created or changed (in its save's
// transaction) and again after each list import. Each of its names is screened against the current
// lists; every record at the default minimum or above is a hit. A hit already there for the same
// name and the same record, unchanged, keeps its decision; the hits no longer found are superseded
// (they hold nothing any more). docs/decisions/screening.md "The staff hold".

/** A name as the screening takes it (the public search's limit). */
const MAX_NAME = 200;

type Found = { match: ScreeningMatch; name: string };

/** Each record's best match over the subject's names, each with its kind where known. */
async function findMatches(tx: Db, subject: ScreenedSubject): Promise<Found[]> {
  const best = new Map<string, Found>();
  for (const name of subject.names) {
    const { matches } = await screenName(tx, {
      name: name.slice(0, MAX_NAME),
      minScore: DEFAULT_MIN_SCORE,
      kind: subject.kinds.get(name),
    });
    for (const match of matches) {
      const key = `${match.source}:${match.reference}`;
      const seen = best.get(key);
      if (!seen || match.score > seen.match.score) best.set(key, { match, name });
    }
  }
  return [...best.values()];
}

/** Every name of the matched records (copied: the records go with their list version). */
async function namesOf(tx: Db, recordIds: number[]): Promise<Map<number, string[]>> {
  const byRecord = new Map<number, string[]>();
  if (recordIds.length === 0) return byRecord;
  const rows = await tx
    .select({ recordId: sanctionsNames.record_id, name: sanctionsNames.name })
    .from(sanctionsNames)
    .where(inArray(sanctionsNames.record_id, recordIds))
    .orderBy(asc(sanctionsNames.id));
  for (const { recordId, name } of rows)
    byRecord.set(recordId, [...(byRecord.get(recordId) ?? []), name]);
  return byRecord;
}

const recordOf = (match: ScreeningMatch, names: string[]): ScreenedRecord => ({
  kind: match.kind,
  primaryName: match.primaryName,
  originalScript: match.originalScript,
  names,
  countries: match.countries,
  birthDates: match.birthDates,
  programs: match.programs,
  listedOn: match.listedOn,
});

/** The record's content, whatever version carries it: the same digest keeps a decision. */
const digestOf = (source: string, reference: string, record: ScreenedRecord) =>
  createHash('sha256')
    .update(JSON.stringify([source, reference, { ...record, names: [...record.names].sort() }]))
    .digest('hex');

export type ScreeningOptions = {
  now: Date;
  /** Who created or changed the subject in this save (else the subject's own `enteredBy`). */
  enteredBy?: number | null;
};

/**
 * Screens one subject and writes its hits; answers the hits that now hold it (open or confirmed).
 * Runs in the caller's transaction, in a savepoint of its own: a screening that fails (a broken
 * statement, a name the matcher cannot take) is rolled back alone and the subject held for review
 * (`holdForReview`), so the save it belongs to goes on (issue 56).
 */
export async function screenSubject(
  tx: Db,
  subject: ScreenedSubject,
  options: ScreeningOptions,
): Promise<ScreeningHit[]> {
  try {
    return await tx.transaction((savepoint) => writeHits(savepoint, subject, options));
  } catch (error) {
    getLogger().error(
      { err: error, subject: { type: subject.type, id: subject.id } },
      'screening failed: the subject is held for review',
    );
    return [await holdForReview(tx, subject, options)];
  }
}

/** The screening itself: the subject's names against the lists, its hits written. */
async function writeHits(
  tx: Db,
  subject: ScreenedSubject,
  { now, enteredBy = subject.enteredBy }: ScreeningOptions,
): Promise<ScreeningHit[]> {
  const at = now.toISOString();
  const found = await findMatches(tx, subject);
  const names = await namesOf(
    tx,
    found.map(({ match }) => match.recordId),
  );
  const current = await tx
    .select()
    .from(screeningHits)
    .where(
      and(
        eq(screeningHits.subject_type, subject.type),
        eq(screeningHits.subject_id, subject.id),
        isNull(screeningHits.superseded_at),
      ),
    )
    .for('update');
  const kept = new Set<number>();
  const hits: ScreeningHit[] = [];
  for (const { match, name } of found) {
    const record = recordOf(match, names.get(match.recordId) ?? [match.primaryName]);
    const digest = digestOf(match.source, match.reference, record);
    const same = current.find(
      (hit) =>
        hit.source === match.source &&
        hit.reference === match.reference &&
        hit.screened_name === name &&
        hit.record_digest === digest,
    );
    const evidence = {
      subject_label: subject.label,
      subject_fields: subject.fields,
      list_version: match.listVersion,
      list_date: match.listDate,
      record,
      matched_name: match.matchedName,
      score: match.score,
      reason: match.reason,
    };
    if (same) {
      kept.add(same.id);
      const [row] = await tx
        .update(screeningHits)
        .set({
          ...evidence,
          // The two-person rule follows the last change of a subject still waiting for a decision.
          ...(same.status === 'open' && enteredBy !== null ? { entered_by: enteredBy } : {}),
          version: nextVersion(screeningHits.version),
          updated_at: at,
        })
        .where(eq(screeningHits.id, same.id))
        .returning();
      hits.push(row!);
      continue;
    }
    const [row] = await tx
      .insert(screeningHits)
      .values({
        ...evidence,
        subject_type: subject.type,
        subject_id: subject.id,
        screened_name: name,
        source: match.source,
        reference: match.reference,
        record_digest: digest,
        entered_by: enteredBy,
        created_at: at,
        updated_at: at,
      })
      .returning();
    hits.push(row!);
  }
  const gone = current.filter((hit) => !kept.has(hit.id)).map((hit) => hit.id);
  if (gone.length > 0) {
    await tx
      .update(screeningHits)
      .set({ superseded_at: at, version: nextVersion(screeningHits.version), updated_at: at })
      .where(inArray(screeningHits.id, gone));
  }
  return hits.filter((hit) => hit.status !== 'cleared');
}

/** Screens the subject of this type and id as it now stands (nothing when it is gone). */
export async function screenSubjectById(
  tx: Db,
  type: ScreenedSubjectType,
  id: number,
  options: ScreeningOptions,
): Promise<ScreeningHit[]> {
  const subject = await readSubject(tx, type, id);
  return subject ? screenSubject(tx, subject, options) : [];
}
