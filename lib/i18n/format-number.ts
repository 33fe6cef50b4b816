import { intlLocale } from './format-date';
import type { Locale } from './routing';

/**
 * The one way the portal writes a number (docs/decisions/look-and-speed.md, "Digits in Arabic"): counts, page
 * numbers, quantities, years, scores, in the page's language, so Arabic pages write ٠–٩ (ar-JO)
 * and English ones 0–9. Server components and e-mails call it directly; client components through
 * `useNumberFormat` (lib/i18n/use-number-format.ts).
 *
 * Messages never format a number themselves: next-intl formats with the locale 'ar', whose digits
 * are Western in today's ICU (only ar-JO's are Arabic-Indic), and writes a plain `{page}` given a
 * number with String(). So a message takes the number already written (`{page}`, `{shown}`), and a
 * plural takes the number to choose its form and the written one to show:
 * `t('count', countValues(total, locale))` with `{count, plural, … other {{shown} مؤسسة}}`.
 *
 * Identifiers a visitor quotes or types back (request numbers, phones, HS and GS1 codes) are not
 * numbers to format: they keep their Western digits, isolated (components/ui/bidi-text.tsx).
 */

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${options ? JSON.stringify(options) : ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), options);
    formats.set(key, format);
  }
  return format;
}

/** A number in the page's language: 1,234 or ١٬٢٣٤; a year or a code-like count without grouping. */
export function formatNumber(
  value: number,
  locale: Locale,
  options?: Intl.NumberFormatOptions,
): string {
  return numberFormat(locale, options).format(value);
}

/** A year as the page's language writes it, without a thousands separator: 2026 or ٢٠٢٦. */
export function formatYear(year: number, locale: Locale): string {
  return formatNumber(year, locale, { useGrouping: false });
}

/**
 * The values of a plural message: `count` picks the form (one, two, few…) and `shown` is the number
 * the message writes. A message names them `{count, plural, … few {{shown} …}}`, never `#`.
 */
export function countValues(count: number, locale: Locale): { count: number; shown: string } {
  return { count, shown: formatNumber(count, locale) };
}

/** "page 2 of 5" values: both numbers written in the page's language. */
export function pageValues(
  page: number,
  pages: number,
  locale: Locale,
): { page: string; pages: string } {
  return { page: formatNumber(page, locale), pages: formatNumber(pages, locale) };
}

/**
 * A message's values with every number written in the language (an API error's "try again in
 * {seconds} seconds"); a `count` stays a number, for the plural to pick its form, and its written
 * form is added as `shown` when the caller did not give one.
 */
export function writtenNumbers(
  values: Record<string, string | number>,
  locale: Locale,
): Record<string, string | number> {
  const written: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    written[name] =
      typeof value === 'number' && name !== 'count' ? formatNumber(value, locale) : value;
  }
  if (typeof values.count === 'number' && values.shown === undefined) {
    written.shown = formatNumber(values.count, locale);
  }
  return written;
}
