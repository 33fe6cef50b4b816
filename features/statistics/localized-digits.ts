import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

/**
 * A label's numbers in the page's digits (decisions: "Digits in Arabic"): the years of a category
 * ("2024"), a survey period ("2019–2024") or a provider's "2018 to 2023". Runs of digits are
 * written without grouping, as years are; the rest of the label is kept as it is.
 */
export function localizedDigits(text: string, locale: Locale): string {
  if (locale !== 'ar') return text;
  return text.replace(/\d+(\.\d+)?/g, (run) =>
    formatNumber(Number(run), locale, { useGrouping: false, maximumFractionDigits: 10 }),
  );
}
