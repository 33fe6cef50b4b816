import 'server-only';

import { SCREENED_SUBJECT_TYPES, type ScreenedSubjectType } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { heldSubjectIds } from './hold-sql';
import { screenSubject } from './screen-subject';
import { readSubjects } from './subjects';

export type RescreenReport = {
  subjects: number;
  /** The subjects now held that were not, or no longer held that were (their public reads change). */
  changed: { type: ScreenedSubjectType; id: number }[];
};

/**
 * Screens every subject (trade leads' buyers, member companies, the relay's buyers) again against
 * the current lists. Decisions already made for the same name and the same record, unchanged in
 * the new list version, are kept; a changed record opens a new hit. One transaction a subject (a
 * savepoint inside a caller's transaction), so a long run holds no lock for long.
 */
export async function rescreenSubjects(db: Db, now: Date = new Date()): Promise<RescreenReport> {
  const report: RescreenReport = { subjects: 0, changed: [] };
  for (const type of SCREENED_SUBJECT_TYPES) {
    const subjects = await readSubjects(db, type);
    const before = await heldSubjectIds(
      db,
      type,
      subjects.map((subject) => subject.id),
    );
    for (const subject of subjects) {
      const holds = await db.transaction((tx) => screenSubject(tx, subject, { now }));
      if (holds.length > 0 !== before.has(subject.id))
        report.changed.push({ type, id: subject.id });
      report.subjects += 1;
    }
  }
  return report;
}

/**
 * Called after each successful sanctions import, outside its transaction: every subject screened
 * again. Returns how many subjects were screened.
 */
export async function rescreenAllSubjects(db: Db, now: Date = new Date()): Promise<number> {
  return (await rescreenSubjects(db, now)).subjects;
}
