import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { listCredentials, listCredentialTypes } from './queries';

/**
 * Every credential with its names, newest first. The list and the detail pages filter, page and
 * find in this (a few dozen rows), so a filter, a page or a credential costs no query while the
 * cache is warm; "recent" is worked out again when a page renders.
 */
export const getCachedCredentials = cachedQuery('credentials-all', CACHE_TAGS.credentials, (db) =>
  listCredentials(db),
);

/** The credential types (the type filter's choices). */
export const getCachedCredentialTypes = cachedQuery(
  'credential-types',
  CACHE_TAGS.credentials,
  listCredentialTypes,
);
