import type { Locale } from '@/lib/i18n/routing';

// The zod-free half of the lookups: what a form needs to show a list (the schemas that check the
// API's rows, in ./lookup-options, load with the first fetch).
/** An entry of a lookup in both languages, whatever its API shape. */
export type LocalizedEntry = { id: number; en: string; ar: string };
/** What a select shows: the id the form sends and the name in the page's language. */
export type LookupOption = { id: number; label: string };

export const LOOKUP_KINDS = [
  'countries',
  'industries',
  'positions',
  'type_of_client',
  'type_of_barriers',
  // The company form's lists (part 3 §3 "Lookups").
  'titles',
  'company-types',
  'governorates',
  'international-buyers-location-types',
  'industries-for-products',
  'industries-for-services',
] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

/** The "Other" entry of positions, client types and barrier types: always the last choice. */
export const OTHER_OPTION_ID = 99;

/**
 * The options of a select in the page's language: Arabic falls back to English when empty
 * (ARCHITECTURE §6), sorted by label in the locale's collation, "Other" last.
 */
export function toLookupOptions(
  entries: readonly LocalizedEntry[],
  locale: Locale,
): LookupOption[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return entries
    .map(({ id, en, ar }) => ({ id, label: (locale === 'ar' && ar.trim()) || en.trim() }))
    .sort(
      (a, b) =>
        Number(a.id === OTHER_OPTION_ID) - Number(b.id === OTHER_OPTION_ID) ||
        collator.compare(a.label, b.label) ||
        a.id - b.id,
    );
}
