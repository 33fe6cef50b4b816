import { formatHsCode } from '@/lib/hs/hs-code';
import { formatNumber } from '@/lib/i18n/format-number';
import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';

import type { AssessmentReason } from './origin-assessment';
import { arabicSetHeading, arabicSubdivision, type ArabicLine } from './product-rule-arabic';

// The values a reason's message is given in the self-assessment's report: numbers and percents in
// the page's digits, codes and citations isolated, countries by name; on the Arabic page a UK list
// entry's heading in Arabic and its description in Arabic where the portal can say it, else the
// entry by its position (issue 57: the Arabic sentence quotes no English).

/** A share in percent, in the page's digits. */
export const percent = (value: number, locale: Locale) =>
  formatNumber(value / 100, locale, { style: 'percent', maximumFractionDigits: 2 });

/** How the Arabic report names a list entry the portal cannot say in Arabic: by its position. */
export type EntryByPosition = (entry: string, entries: string) => string;

export function reasonValues(
  reason: AssessmentReason,
  {
    names,
    locale,
    byPosition,
  }: { names: (codes: string[]) => string; locale: Locale; byPosition: EntryByPosition },
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(reason.values)) {
    if (name === 'countries') values[name] = names(String(value).split(', '));
    else if (name === 'rule' || name === 'count' || name === 'entry' || name === 'entries')
      values[name] = formatNumber(Number(value), locale);
    else if (locale === 'ar' && name === 'heading') values[name] = arabicHeadingText(String(value));
    else if (locale === 'ar' && name === 'subdivision') {
      const position = byPosition(
        formatNumber(Number(reason.values.entry), locale),
        formatNumber(Number(reason.values.entries), locale),
      );
      values[name] = arabicSubdivisionText(String(value)) ?? position;
    } else if (name === 'heading' || name === 'subdivision' || name === 'cite')
      values[name] = isolate(String(value), locale, { latin: true });
    else if (name === 'code')
      values[name] = isolate(formatHsCode(String(value)), locale, { latin: true });
    else values[name] = typeof value === 'number' ? percent(value, locale) : value;
  }
  return values;
}

const lineText = (line: ArabicLine) =>
  line
    .map((part) => (typeof part === 'string' ? part : isolate(part.code, 'ar', { latin: true })))
    .join('');

/** Issue 57: a UK list entry's heading in Arabic. */
const arabicHeadingText = (value: string) => lineText(arabicSetHeading(value));

/**
 * Its description in Arabic where the portal can say it; else null, and the entry is named by its
 * position: the Arabic sentence quotes no English (the answers list shows the entry's text).
 */
function arabicSubdivisionText(value: string): string | null {
  const line = arabicSubdivision(value);
  return line ? lineText(line) : null;
}
