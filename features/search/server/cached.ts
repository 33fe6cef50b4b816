import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';
import type { Locale } from '@/lib/i18n/routing';

import { SEARCH_PAGE_SIZE, type SearchType } from '../constants';

import { searchIndex } from './search-index';

/**
 * One page of a keyword's results for /search/{keyword}, from Next's data cache: re-validated with
 * the `search` tag by every change of the index (issue 28).
 */
export const getCachedSearchResults = cachedQuery(
  'search-results',
  CACHE_TAGS.search,
  (db, keyword: string, type: SearchType | null, page: number, locale: Locale) =>
    searchIndex(db, {
      q: keyword,
      type: type ?? undefined,
      page,
      pageSize: SEARCH_PAGE_SIZE,
      locale,
    }),
);
