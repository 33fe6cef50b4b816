import { intlLocale } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

// An event's days as one range in the page's language ("Feb 3 – 5, 2027", "٣–٥ شباط ٢٠٢٧"): its
// dates are calendar days, so they are formatted as such (noon UTC, formatted in UTC), never
// shifted by a time zone.

const noon = (day: string) => new Date(`${day}T12:00:00Z`);

export function formatEventDates(start: string, end: string, locale: Locale): string {
  const format = new Intl.DateTimeFormat(intlLocale(locale), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  if (end <= start) return format.format(noon(start));
  return format.formatRange(noon(start), noon(end));
}
