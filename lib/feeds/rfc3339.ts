import { ammanDayStart } from '@/lib/time/amman-day';

// Atom's dates are RFC 3339 date-times (RFC 4287 §3.3). The database hands timestamps back as
// "2026-11-25 17:28:22.123456+00" and dates as "2026-11-25": a date is the start of its day in
// Amman, where the agency keeps its calendar.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An instant as an RFC 3339 date-time in UTC ("2026-11-25T17:28:22.123Z"), or null. */
export function rfc3339(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  const text = value.trim();
  if (DAY.test(text)) return ammanDayStart(text).toISOString();
  // "YYYY-MM-DD hh:mm:ss(.frac)(+hh(:mm)?|Z)?" as PostgreSQL writes it.
  const normal = text
    .replace(' ', 'T')
    .replace(/([+-]\d{2})$/, '$1:00')
    .replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const date = new Date(normal);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The latest of several instants (RFC 3339), or `fallback` when none is known. */
export function latestInstant(values: readonly (string | null)[], fallback: string): string {
  const known = values.filter((value): value is string => value !== null);
  if (known.length === 0) return fallback;
  return known.reduce((latest, value) => (Date.parse(value) > Date.parse(latest) ? value : latest));
}
