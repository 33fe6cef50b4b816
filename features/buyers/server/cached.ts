import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { loadPublicCatalogue } from './public-catalogue';

/**
 * The public catalogue of the directories, read once per re-validation of the `companies` tag
 * (every approval decision re-validates it): the pages filter and paginate it in memory.
 */
export const getCachedCatalogue = cachedQuery('buyers-catalogue', CACHE_TAGS.companies, (db) =>
  loadPublicCatalogue(db),
);
