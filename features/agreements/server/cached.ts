import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { findVisibleCountry, listShownAgreements, listVisibleCountries } from './queries';

/** The shown agreements, newest first, with their partner pages (the list and the map's list). */
export const getCachedAgreements = cachedQuery(
  'agreements-shown',
  CACHE_TAGS.agreements,
  listShownAgreements,
);

/** The visible country pages without their content (the map). */
export const getCachedMapCountries = cachedQuery(
  'agreements-map-countries',
  CACHE_TAGS.agreements,
  listVisibleCountries,
);

/** One visible country page with its content and agreements (/fta-country-agreement/{id}). */
export const getCachedCountryPage = cachedQuery(
  'agreements-country-page',
  CACHE_TAGS.agreements,
  findVisibleCountry,
);
