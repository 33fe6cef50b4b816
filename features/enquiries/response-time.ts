import { isOpenStatus } from './enquiry-moves';

// Issue 13, "Response-time tracking" (docs/decisions.md, "Enquiry response time"): the age of an
// enquiry is counted in working days of the agency, in Amman time, Friday and Saturday off
// (public holidays are not known to the portal and count as working days). The day the enquiry
// arrived is not counted: it is `n` working days old once `n` working days have begun since.
// With a target of 2, an enquiry sent on a Sunday is overdue from Wednesday, one sent on a
// Thursday evening from the next Tuesday.

const TIME_ZONE = 'Asia/Amman';
const DAY_MS = 24 * 60 * 60 * 1000;
/** getUTCDay() of the Jordanian weekend. */
const WEEKEND = new Set([5, 6]);

const AMMAN_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const AMMAN_OFFSET = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** The calendar day in Amman of an instant, "YYYY-MM-DD". */
export function ammanDay(instant: Date): string {
  return AMMAN_DAY.format(instant);
}

// A day as the number of days since 1970-01-01 (its weekday is then easy to read).
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const weekdayOf = (n: number) => new Date(n * DAY_MS).getUTCDay();
const isWorkingDayNumber = (n: number) => !WEEKEND.has(weekdayOf(n));

/** Whether the Amman calendar day ("YYYY-MM-DD") is a working day (not Friday or Saturday). */
export const isWorkingDay = (day: string) => isWorkingDayNumber(dayNumber(day));

/** Minutes east of UTC in Amman at an instant ("GMT+03:00" → 180). */
function ammanOffsetMinutes(instant: Date): number {
  const name = AMMAN_OFFSET.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant a day ("YYYY-MM-DD") begins in Amman. */
export function ammanDayStart(day: string): Date {
  const midnightUtc = dayNumber(day) * DAY_MS;
  const first = midnightUtc - ammanOffsetMinutes(new Date(midnightUtc)) * 60_000;
  return new Date(midnightUtc - ammanOffsetMinutes(new Date(first)) * 60_000);
}

/** Working days that began after the day of `from` up to and including the day of `to`. */
export function workingDaysBetween(from: Date, to: Date): number {
  const start = dayNumber(ammanDay(from));
  const end = dayNumber(ammanDay(to));
  let count = 0;
  for (let n = start + 1; n <= end; n += 1) if (isWorkingDayNumber(n)) count += 1;
  return count;
}

/**
 * The instant before which an enquiry must have arrived to be at least `minAge` working days old
 * at `now`, or null when every enquiry is (minAge 0 or less). So a list filters by age with
 * `created_at < cutoff` in SQL, and sorts by age by its arrival.
 */
export function ageCutoff(minAge: number, now: Date): Date | null {
  if (minAge <= 0) return null;
  // The minAge-th working day counting back from today (today included): the enquiry must have
  // arrived on a day before it.
  let n = dayNumber(ammanDay(now));
  let seen = 0;
  for (;;) {
    if (isWorkingDayNumber(n)) seen += 1;
    if (seen === minAge) break;
    n -= 1;
  }
  return ammanDayStart(new Date(n * DAY_MS).toISOString().slice(0, 10));
}

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
