import { formatDate, formatDateTime } from '@/lib/i18n/format-date';
import { formatYear } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

// How the screening's page writes the lists' values in the page's language (issue 47).

/** A list's day (YYYY-MM-DD) or an import's timestamp, in the page's language. */
export const listDay = (day: string, locale: Locale) => formatDate(day, locale);
export const importTime = (timestamp: string, locale: Locale) => formatDateTime(timestamp, locale);

/**
 * A date of birth as a list writes it: a day or a year in the page's language, anything else
 * ("circa 1960", "1950 to 1955") as written.
 */
export function birthDateText(value: string, locale: Locale): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, locale);
  if (/^\d{4}$/.test(value)) return formatYear(Number(value), locale);
  return value;
}
