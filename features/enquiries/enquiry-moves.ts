import type { EnquiryStatusCode } from '@/features/enquiries/schemas';

// Issue 13, "Enquiries": the status moves staff may make (docs/decisions/console.md, "Enquiry status
// moves"). The specification's path is 10 new → 20 confirmed → 30 pending → 70 ongoing → 40
// completed; 50 rejected and 60 closed end it. Work may step back between pending, confirmed and
// ongoing, a completed enquiry may be re-opened (70) or closed, a rejected one only closed, and a
// closed one is final. Staying in the same status is no move.
export const STATUS_MOVES: Readonly<Record<EnquiryStatusCode, readonly EnquiryStatusCode[]>> = {
  10: [20, 70, 30, 50, 60],
  20: [30, 70, 50, 60],
  30: [70, 20, 50, 60],
  70: [30, 40, 50, 60],
  40: [60, 70],
  50: [60],
  60: [],
};

/** The statuses an enquiry in `from` may move to, in the order the console offers them. */
export function allowedMoves(from: number): readonly EnquiryStatusCode[] {
  return STATUS_MOVES[from as EnquiryStatusCode] ?? [];
}

/** Whether staff may move an enquiry from `from` to `to`. */
export function canMove(from: number, to: number): boolean {
  return allowedMoves(from).includes(to as EnquiryStatusCode);
}

/** part 3 §4: completed, rejected and closed enquiries are no longer waiting for the agency. */
export const CLOSED_STATUSES: readonly EnquiryStatusCode[] = [40, 50, 60];

/** An enquiry the agency still has to work on: not completed, rejected or closed. */
export const isOpenStatus = (status: number) =>
  !CLOSED_STATUSES.includes(status as EnquiryStatusCode);
