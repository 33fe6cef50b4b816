import { RECORD_STATUS } from './constants';

type ApprovedVersion = Record<string, unknown> | null | undefined;

/**
 * part 3 §4 and issue 12: the status after the member changes a record. An approved record (or one
 * whose change already waits) is "changed" until the agency confirms it, and the public keeps the
 * approved version meanwhile; one in process stays in process. A refused record goes back for
 * review: in process when it was never approved, "changed" when the refusal was of a change
 * (issue 13: the record still has its approved version, `approved`, which the public sees).
 */
export function statusAfterMemberEdit(status: number, approved: ApprovedVersion = null): number {
  if (status === RECORD_STATUS.inProcess) return RECORD_STATUS.inProcess;
  if (status === RECORD_STATUS.refused) {
    return approved ? RECORD_STATUS.changed : RECORD_STATUS.inProcess;
  }
  return RECORD_STATUS.changed;
}

/** The approved version must be kept when the edit leaves an approved record. */
export const keepsApprovedVersion = (status: number) => status === RECORD_STATUS.approved;

const REVIEW_COLUMNS = new Set(['approved', 'status', 'status_note']);

/** A record's public columns: what the approved version keeps while a change waits. */
export function publicColumns(row: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !REVIEW_COLUMNS.has(key)));
}

/** The statuses of a record that waits for the agency's decision (issue 13's queue). */
export const WAITING_STATUSES: readonly number[] = [RECORD_STATUS.inProcess, RECORD_STATUS.changed];

export const isWaiting = (status: number) => WAITING_STATUSES.includes(status);

/**
 * What the public may see of a record (issue 13, for the directories of issue 14): an approved
 * record as it stands; a record with an approved version (a change waiting, or a change the agency
 * refused) as last approved, its submitted values never; any other record (new, or refused
 * before it was ever approved) nothing. A company's approved version also carries its certificates.
 */
export function publicVersion<T extends { status: number; approved: ApprovedVersion }>(
  row: T,
): Record<string, unknown> | null {
  if (row.status === RECORD_STATUS.approved) return publicColumns(row);
  if (row.approved) return { ...publicColumns(row), ...row.approved };
  return null;
}
