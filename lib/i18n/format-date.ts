import type { Locale } from './routing';

// The agency's time zone: every date and time the portal shows is Amman's.
const TIME_ZONE = 'Asia/Amman';

// part 1 §9: dates in the ar-JO or en-US style with year, short month and day.
export function formatDate(value: string | Date, locale: Locale): string {
  const date =
    typeof value === 'string'
      ? new Date(value.length === 10 ? `${value}T12:00:00Z` : value)
      : value;
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-JO' : 'en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: TIME_ZONE,
  }).format(date);
}

/** A timestamp as PostgreSQL prints it ("2026-11-21 09:00:00.123456+00") or as ISO 8601. */
export function parseTimestamp(value: string): Date {
  const iso = value
    .trim()
    .replace(' ', 'T')
    .replace(/(\.\d{3})\d+/, '$1')
    .replace(/([+-]\d{2})$/, '$1:00');
  return new Date(iso);
}

const LOCAL_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;
const ZONED_TIMESTAMP = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/;

const AMMAN = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function inAmman(date: Date): string {
  const part = Object.fromEntries(AMMAN.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/**
 * part 3 §3: "timestamps are shown as date plus time without fractional seconds", as
 * `2026-03-02 10:11:12`. An instant (a Date, ISO 8601 with a zone, PostgreSQL's "+00") is shown in
 * the portal's time zone; a local time ("2026-03-02 10:11:12.345") keeps its digits. Other text is
 * kept.
 */
export function formatTimestamp(value: string | Date): string {
  if (value instanceof Date) return inAmman(value);
  const text = value.trim();
  if (ZONED_TIMESTAMP.test(text) && text.length > 10) {
    const date = parseTimestamp(text);
    if (!Number.isNaN(date.getTime())) return inAmman(date);
  }
  const match = LOCAL_TIMESTAMP.exec(text);
  if (!match) return text;
  const [, day, hour, minute, second] = match;
  return hour ? `${day} ${hour}:${minute}:${second ?? '00'}` : `${day}`;
}
