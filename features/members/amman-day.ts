// The audit log's date filter is in the agency's days: "from 2026-11-21" starts at midnight in Amman.

const AMMAN = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Amman',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Amman's offset from UTC at an instant, in milliseconds (UTC+3 all year since 2022). */
function ammanOffsetMs(instant: Date): number {
  const part = Object.fromEntries(AMMAN.formatToParts(instant).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    Number(part.year),
    Number(part.month) - 1,
    Number(part.day),
    Number(part.hour),
    Number(part.minute),
    Number(part.second),
  );
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a day ("YYYY-MM-DD") begins in Amman. */
export function ammanDayStart(day: string): Date {
  const guess = new Date(`${day}T00:00:00Z`);
  return new Date(guess.getTime() - ammanOffsetMs(guess));
}

/** The instant the day after `day` begins in Amman: the end (exclusive) of an inclusive range. */
export function ammanDayEnd(day: string): Date {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return ammanDayStart(next.toISOString().slice(0, 10));
}

/** Today in Amman, "YYYY-MM-DD". */
export function ammanToday(now: Date): string {
  const part = Object.fromEntries(AMMAN.formatToParts(now).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}`;
}
