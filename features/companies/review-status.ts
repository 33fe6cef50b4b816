import { RECORD_STATUS } from './constants';

/**
 * part 3 §4 and issue 12: the status after the member changes a record. An approved record (or one
 * whose change already waits) is "changed" until the agency confirms it, and the public keeps the
 * approved version meanwhile; one in process stays in process; a refused one goes back for review.
 */
export function statusAfterMemberEdit(status: number): number {
  if (status === RECORD_STATUS.inProcess || status === RECORD_STATUS.refused) {
    return RECORD_STATUS.inProcess;
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
