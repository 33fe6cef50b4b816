import type { Locale } from './routing';

type Suffixes = readonly [english: string, arabic: string];

// Content records pair fields as _eng/_ara, _en/_ar or _ENG/_ARA; url/url_ara pairs have no English suffix.
const SUFFIX_PAIRS: readonly Suffixes[] = [
  ['_eng', '_ara'],
  ['_en', '_ar'],
  ['_ENG', '_ARA'],
  ['', '_ara'],
];

/**
 * Picks the field of `record` named `base` for the locale, falling back to English when the Arabic
 * value is empty (ARCHITECTURE §6). `pick(page, 'title', 'ar')` reads `title_ara`, else `title_eng`.
 */
export function pick(record: object, base: string, locale: Locale): string {
  const values = record as Record<string, unknown>;
  for (const [en, ar] of SUFFIX_PAIRS) {
    const englishKey = `${base}${en}`;
    const arabicKey = `${base}${ar}`;
    if (!(englishKey in values)) continue;
    const english = asText(values[englishKey]);
    if (locale === 'ar') return asText(values[arabicKey]) || english;
    return english;
  }
  return '';
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

export function isArabicText(value: string): boolean {
  return ARABIC_SCRIPT.test(value);
}
