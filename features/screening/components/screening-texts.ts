import { formatDate, formatDateTime } from '@/lib/i18n/format-date';
import { formatYear } from '@/lib/i18n/format-number';
import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';

// How the screening's pages (public and console) write the lists' values in the page's language
// (issue 47): days and years in the page's digits, the lists' own words ("approximately",
// "to") in the page's language, anything else as the list wrote it, isolated.

/** A list's day (YYYY-MM-DD) or an import's timestamp, in the page's language. */
export const listDay = (day: string, locale: Locale) => formatDate(day, locale);
export const importTime = (timestamp: string, locale: Locale) => formatDateTime(timestamp, locale);

/** The page's words for the lists' approximate dates and ranges (Screening.card.born*). */
export type BirthWords = {
  approximately: (date: string) => string;
  range: (from: string, to: string) => string;
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A day ("1937-04-28", OFAC's "28 Apr 1937") or a year, in the page's language; null otherwise. */
function dayOrYear(value: string, locale: Locale): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, locale);
  if (/^\d{4}$/.test(value)) return formatYear(Number(value), locale);
  const ofac = /^(\d{1,2}) ([A-Za-z]{3}) (\d{4})$/.exec(value);
  const month = ofac ? MONTHS.indexOf(ofac[2]!.toLowerCase()) : -1;
  if (!ofac || month < 0) return null;
  const iso = `${ofac[3]}-${String(month + 1).padStart(2, '0')}-${ofac[1]!.padStart(2, '0')}`;
  return Number.isNaN(Date.parse(iso)) ? null : formatDate(iso, locale);
}

/**
 * A date of birth as a list writes it (the UN's "1937-04-28", "1950 to 1955", "approximately
 * 1960"; OFAC's "01 Jan 1960", "circa 1962") in the page's language; what it cannot read, as
 * written and isolated.
 */
export function birthDateText(value: string, locale: Locale, words: BirthWords): string {
  const approximate = /^(?:approximately|approx\.?|circa|about)\s+/i.exec(value.trim());
  const body = value.trim().slice(approximate?.[0].length ?? 0);
  const range = /^(.+?)\s+to\s+(.+)$/i.exec(body);
  let text: string | null;
  if (range) {
    const from = dayOrYear(range[1]!, locale);
    const to = dayOrYear(range[2]!, locale);
    text = from && to ? words.range(from, to) : null;
  } else {
    text = dayOrYear(body, locale);
  }
  if (text === null) return isolate(value, locale);
  return approximate ? words.approximately(text) : text;
}
