import { workingDaysBetween } from '@/lib/time/working-days';

import { isOpenStatus } from './enquiry-moves';

// Issue 13, "Response-time tracking" (docs/decisions/console.md, "Response time"): an enquiry's
// age is counted in the agency's working days (lib/time/working-days.ts).

export type ResponseClock = {
  /** The enquiry's status code. */
  status: number;
  createdAt: Date;
  /** The agency's first answer the member sees (a reply or a status move), if any. */
  respondedAt: Date | null;
};

/**
 * Overdue: still open, not yet answered, and older than the target. The clock stops at the
 * first reply or status move (what the member sees); owner changes do not stop it.
 */
export function isOverdue(clock: ResponseClock, now: Date, targetDays: number): boolean {
  return (
    isOpenStatus(clock.status) &&
    clock.respondedAt === null &&
    workingDaysBetween(clock.createdAt, now) > targetDays
  );
}
