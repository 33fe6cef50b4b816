import { ammanDay, ammanDayStart, dayNumber, dayOfNumber } from './amman-day';

// The agency's working days (docs/decisions/console.md, "Response time"): Amman's calendar days,
// Friday and Saturday off; public holidays are not known to the portal and count as working days.
// The day something arrived is not counted: it is `n` working days old once `n` working days have
// begun since. With a target of 2, an enquiry sent on a Sunday is overdue from Wednesday, one sent
// on a Thursday evening from the next Tuesday.

/** getUTCDay() of the Jordanian weekend: Friday and Saturday. */
const WEEKEND = new Set([5, 6]);

const DAY_MS = 24 * 60 * 60 * 1000;
const isWorkingDayNumber = (n: number) => !WEEKEND.has(new Date(n * DAY_MS).getUTCDay());

/** Whether the Amman calendar day ("YYYY-MM-DD") is a working day (not Friday or Saturday). */
export const isWorkingDay = (day: string) => isWorkingDayNumber(dayNumber(day));

/** Working days that began after the day of `from` up to and including the day of `to`. */
export function workingDaysBetween(from: Date, to: Date): number {
  const start = dayNumber(ammanDay(from));
  const end = dayNumber(ammanDay(to));
  let count = 0;
  for (let n = start + 1; n <= end; n += 1) if (isWorkingDayNumber(n)) count += 1;
  return count;
}

/**
 * The instant before which something must have arrived to be at least `minAge` working days old
 * at `now`, or null when everything is (minAge 0 or less). So a list filters by age with
 * `created_at < cutoff` in SQL, and sorts by age by its arrival.
 */
export function ageCutoff(minAge: number, now: Date): Date | null {
  if (minAge <= 0) return null;
  // The minAge-th working day counting back from today (today included): the arrival must be on a
  // day before it.
  let n = dayNumber(ammanDay(now));
  let seen = 0;
  for (;;) {
    if (isWorkingDayNumber(n)) seen += 1;
    if (seen === minAge) break;
    n -= 1;
  }
  return ammanDayStart(dayOfNumber(n));
}
