// The agency's calendar days are Amman's (Asia/Amman, UTC+3 all year since 2022, UTC+2 in winter
// before): "from 2026-11-21" starts at midnight in Amman, a sponsor ends with Amman's day, an
// enquiry's age counts Amman's days (working-days.ts).

export const AMMAN_TIME_ZONE = 'Asia/Amman';

const DAY_MS = 24 * 60 * 60 * 1000;

const AMMAN_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: AMMAN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const AMMAN_OFFSET = new Intl.DateTimeFormat('en-US', {
  timeZone: AMMAN_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** The calendar day in Amman of an instant (today's, given now), "YYYY-MM-DD". */
export function ammanDay(instant: Date): string {
  return AMMAN_DAY.format(instant);
}

/** A day ("YYYY-MM-DD") as the number of days since 1970-01-01. */
export const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The day ("YYYY-MM-DD") of a day number. */
export const dayOfNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

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
  // The offset at UTC midnight first, then at the instant it gives (the offset may differ there).
  const first = midnightUtc - ammanOffsetMinutes(new Date(midnightUtc)) * 60_000;
  return new Date(midnightUtc - ammanOffsetMinutes(new Date(first)) * 60_000);
}

/** The instant the day after `day` begins in Amman: the end (exclusive) of an inclusive range. */
export function ammanDayEnd(day: string): Date {
  return ammanDayStart(dayOfNumber(dayNumber(day) + 1));
}
