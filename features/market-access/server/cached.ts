import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { listCountryChoices } from './country-choices';
import { readMarketAccess } from './read-market-access';
import { listMarketAccessPaths } from './sitemap-paths';
import { ukGuidanceOf } from './uk-product-rules';

// The market-access pages' reads (issue 37). They join the agreements, their country pages and the
// nomenclature's names with the rules and duties staff entered, so each of those tags renews them.
const TAGS = [CACHE_TAGS.marketAccess, CACHE_TAGS.agreements, CACHE_TAGS.hsCodes] as const;

/** A code's market access in a partner, without the tariff provider's figures (read per render). */
export const getCachedMarketAccess = cachedQuery('market-access', TAGS, readMarketAccess);

/** The sitemap's market-access pages. */
export const getCachedMarketAccessPaths = cachedQuery(
  'market-access-paths',
  TAGS,
  listMarketAccessPaths,
);

/** The forms' partner countries, the map's partners marked. */
export const getCachedCountryChoices = cachedQuery(
  'market-access-countries',
  CACHE_TAGS.agreements,
  listCountryChoices,
);

/** The guidance texts of the UK–Jordan rules of origin (issue 46), by agreement. */
export const getCachedUkGuidance = cachedQuery('uk-origin-guidance', TAGS, ukGuidanceOf);
