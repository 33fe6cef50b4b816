import { hsDigitsOf } from '@/lib/hs/hs-code';
import type { Locale } from '@/lib/i18n/routing';

import {
  HS_CODE_DIGITS_MAX,
  PINNED_COUNTRY_CODES,
  PUBLICATION_QUERY_KEYS as KEYS,
} from './constants';
import type { Country } from './schemas';

// part 1 §2.7: the catalogue's filters live in the page's address (`?country=400&country=682&
// sector=3&year=2025&q=olive&hs=1509&page=2`), in the keys GET /api/publications reads. Isomorphic.

export type CatalogueFilters = {
  country: number[];
  sector: number[];
  year: string[];
  q: string;
  /** An HS code's digits (issue 37), '' for none. */
  hs: string;
};
export type CatalogueQuery = CatalogueFilters & { page: number };

export const NO_FILTERS: CatalogueFilters = { country: [], sector: [], year: [], q: '', hs: '' };

/** An HS code as typed (any spelling) as the filter's digits: 2 to 6 of them, else null. */
export function catalogueHsCode(text: string): string | null {
  const digits = hsDigitsOf(text);
  return digits && digits.length >= 2 && digits.length <= HS_CODE_DIGITS_MAX ? digits : null;
}

const pinnedRank = (country: Country) => {
  const rank = (PINNED_COUNTRY_CODES as readonly string[]).indexOf(country.code_3.toUpperCase());
  return rank < 0 ? PINNED_COUNTRY_CODES.length : rank;
};

/** part 1 §9: the country coded GMK first (then Jordan), the others by name in the page's language. */
export function orderCountries(countries: readonly Country[], locale: Locale): Country[] {
  const name = (country: Country) => (locale === 'ar' ? country.name_ara : country.name_eng);
  return [...countries].sort(
    (a, b) => pinnedRank(a) - pinnedRank(b) || name(a).localeCompare(name(b), locale),
  );
}

const ids = (values: string[]) =>
  values
    .flatMap((value) => value.split(','))
    .filter((value) => /^\d{1,9}$/.test(value.trim()))
    .map(Number)
    .filter((value) => value > 0);

/** The filters and page an address names; values that are not ids or years are left out. */
export function catalogueQueryOf(search: URLSearchParams): CatalogueQuery {
  const page = Number(search.get(KEYS.page));
  return {
    country: ids(search.getAll(KEYS.country)),
    sector: ids(search.getAll(KEYS.sector)),
    year: search
      .getAll(KEYS.year)
      .flatMap((value) => value.split(','))
      .filter((value) => /^\d{4}$/.test(value)),
    q: (search.get(KEYS.q) ?? '').trim().slice(0, 200),
    hs: catalogueHsCode(search.get(KEYS.hs) ?? '') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The query of a catalogue address or API call: each filter value as its own key, the text when
 * there is one, the page from 2; `extra` (the market page's `tab`) first.
 */
export function catalogueSearch(query: CatalogueQuery, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams(extra);
  for (const id of query.country) search.append(KEYS.country, String(id));
  for (const id of query.sector) search.append(KEYS.sector, String(id));
  for (const year of query.year) search.append(KEYS.year, year);
  if (query.q) search.set(KEYS.q, query.q);
  if (query.hs) search.set(KEYS.hs, query.hs);
  if (query.page > 1) search.set(KEYS.page, String(query.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** True when any filter is set. */
export const hasFilters = (filters: CatalogueFilters) =>
  filters.country.length + filters.sector.length + filters.year.length > 0 ||
  filters.q !== '' ||
  filters.hs !== '';
