// Issue 56: a staff save (or a member's, or the screening after an import) is never refused because
// the screening itself failed (a statement that broke, a name the matcher could not take). The
// subject is held for review instead: a hit that names no list (`source` none) and says why
// (`reason` screening-failed), open until an officer clears it or a later screening that runs
// supersedes it (it matches no record, so it is not found again).

export const FAILED_SCREENING = {
  source: 'none',
  reason: 'screening-failed',
  reference: '',
  score: 0,
} as const;

/** The hit stands for a screening that could not run, not for a record. */
export const isFailedScreening = (hit: { reason: string }): boolean =>
  hit.reason === FAILED_SCREENING.reason;
