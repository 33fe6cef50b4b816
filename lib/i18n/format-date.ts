import type { Locale } from './routing';

// The agency's time zone: every date and time the portal shows is Amman's.
const TIME_ZONE = 'Asia/Amman';

/**
 * The locale the portal formats numbers and dates with: en-US, and ar-JO, whose digits are the
 * Arabic-Indic ones (٠–٩). The rule (docs/decisions/look-and-speed.md, "Digits in Arabic"): quantities, dates,
 * times and page numbers take the language's digits; identifiers a visitor quotes or types back
 * (request numbers, phones, HS codes, e-mail addresses) keep Western digits in both languages.
 */
export function intlLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar-JO' : 'en-US';
}

// part 1 §9: dates in the ar-JO or en-US style with year, short month and day.
export function formatDate(value: string | Date, locale: Locale): string {
  const date =
    typeof value === 'string'
      ? new Date(value.length === 10 ? `${value}T12:00:00Z` : value)
      : value;
  return new Intl.DateTimeFormat(intlLocale(locale), {
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
 * part 3 §3's timestamp (date plus time, no fractional seconds) in the page's language: the date
 * as formatDate writes it and the time in Amman, e.g. "Nov 22, 2026, 11:05:46 AM" or
 * "٢٢ تشرين الثاني ٢٠٢٦، ١١:٠٥:٤٦ ص". Text that is no timestamp is kept.
 */
export function formatDateTime(value: string | Date, locale: Locale): string {
  const date = value instanceof Date ? value : parseTimestampInAmman(value.trim());
  if (!date || Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return new Intl.DateTimeFormat(intlLocale(locale), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZone: TIME_ZONE,
  }).format(date);
}

// A timestamp with a zone is an instant; a local one ("2026-03-02 10:11:12") is Amman's time.
function parseTimestampInAmman(text: string): Date | null {
  if (ZONED_TIMESTAMP.test(text) && text.length > 10) return parseTimestamp(text);
  const match = LOCAL_TIMESTAMP.exec(text);
  if (!match) return null;
  const [, day, hour = '12', minute = '00', second = '00'] = match;
  const guess = new Date(`${day}T${hour}:${minute}:${second}Z`);
  // Amman's offset at that moment (UTC+3 all year since 2022, but the zone data decides).
  const shown = inAmman(guess);
  const offset = new Date(`${shown.replace(' ', 'T')}Z`).getTime() - guess.getTime();
  return new Date(guess.getTime() - offset);
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
