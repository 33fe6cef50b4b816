import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { countries } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { alpha2OfNumeric } from '@/lib/geo/country-codes';

import { currentLists, screenName } from './screen-name';

// The page /screening's reads (issue 47): each name's screening and the lists' dates, cached per
// query until `screening` is re-validated or the hour is up (docs/decisions/screening.md).

export const getCachedScreening = cachedQuery('screening-name', CACHE_TAGS.screening, screenName);

export const getCachedScreeningLists = cachedQuery(
  'screening-lists',
  CACHE_TAGS.screening,
  currentLists,
);

export type CountryName = { code: string; name_en: string; name_ar: string };

/** Every country of the countries list by its alpha-2 code: the form's choices, the cards' names. */
async function listCountryNames(db: Db): Promise<CountryName[]> {
  const rows = await db.select().from(countries);
  return rows.flatMap((row) => {
    const code = alpha2OfNumeric(row.id);
    return code ? [{ code, name_en: row.name_eng, name_ar: row.name_ara }] : [];
  });
}

export const getCachedCountryNames = cachedQuery(
  'screening-countries',
  CACHE_TAGS.screening,
  listCountryNames,
);
