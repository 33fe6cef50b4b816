import { z } from 'zod';

import type { Locale } from '@/lib/i18n/routing';

import { countrySchema, industrySchema, namedLookupSchema, positionSchema } from './schemas';

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
] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

/** The "Other" entry of positions, client types and barrier types: always the last choice. */
export const OTHER_OPTION_ID = 99;

const named = namedLookupSchema.transform(({ id, name_eng, name_ara }) => ({
  id,
  en: name_eng,
  ar: name_ara,
}));

/** Each lookup's path under /api and how its rows become LocalizedEntry. */
export const LOOKUPS: Record<LookupKind, { path: string; schema: z.ZodType<LocalizedEntry[]> }> = {
  countries: {
    path: '/countries',
    schema: z.array(
      countrySchema.transform(({ id, name_eng, name_ara }) => ({ id, en: name_eng, ar: name_ara })),
    ),
  },
  industries: {
    path: '/industries',
    schema: z.array(
      industrySchema.transform(({ iid, name_eng, name_ara }) => ({
        id: iid,
        en: name_eng,
        ar: name_ara,
      })),
    ),
  },
  positions: {
    path: '/positions',
    schema: z.array(
      positionSchema.transform(({ id, name, name_translations }) => ({
        id,
        en: name_translations.en || name,
        ar: name_translations.ar,
      })),
    ),
  },
  type_of_client: { path: '/type_of_client', schema: z.array(named) },
  type_of_barriers: { path: '/type_of_barriers', schema: z.array(named) },
};

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
