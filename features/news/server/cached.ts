import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { getPublishedNews, listHomeNews, listPublishedNews } from './queries';

/**
 * Every published item, newest first. The list page sorts and paginates this in memory (the
 * rules in ../news-list.ts), so a page, a sort or a reload costs no query while the cache is warm.
 */
export const getCachedPublishedNews = cachedQuery('news-published', CACHE_TAGS.news, (db) =>
  listPublishedNews(db),
);

/** One published item, or null for an unknown or unpublished id. */
export const getCachedNewsItem = cachedQuery('news-item', CACHE_TAGS.news, getPublishedNews);

/** part 1 §2.3: the latest published items of the home page. */
export const getCachedHomeNews = cachedQuery('home-news', CACHE_TAGS.news, listHomeNews);
