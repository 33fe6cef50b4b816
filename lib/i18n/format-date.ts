import type { Locale } from './routing';

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
    timeZone: 'Asia/Amman',
  }).format(date);
}
