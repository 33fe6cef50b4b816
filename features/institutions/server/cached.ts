import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { listInstitutions, listReferenceLists } from './queries';

/**
 * Every institution with its names. The directory filters and paginates this on the server
 * (../institution-list.ts): about forty rows, so a filter or a page costs no query while the
 * cache is warm.
 */
export const getCachedInstitutions = cachedQuery(
  'institutions-all',
  CACHE_TAGS.institutions,
  listInstitutions,
);

/** The filter lists: export types, participation modes and governorates. */
export const getCachedInstitutionLists = cachedQuery(
  'institutions-lists',
  CACHE_TAGS.institutions,
  listReferenceLists,
);
