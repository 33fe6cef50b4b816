import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import { readForPreview } from '@/lib/preview/preview-mode';

import { HOME_NEWS_COUNT } from '../news-list';

import {
  getNewsForPreview,
  getPublishedNews,
  listHomeNews,
  listNewsForPreview,
  listPublishedNews,
} from './queries';

// The public pages' reads: cached with the `news` tag. In an editor's preview (issue 29) the
// same calls read the database directly, drafts included; draft-mode renders are never cached.

const publishedNews = cachedQuery('news-published', CACHE_TAGS.news, (db) => listPublishedNews(db));
const newsItem = cachedQuery('news-item', CACHE_TAGS.news, getPublishedNews);
const homeNews = cachedQuery('home-news', CACHE_TAGS.news, listHomeNews);

/**
 * Every published item, newest first. The list page sorts and paginates this in memory (the
 * rules in ../news-list.ts), so a page, a sort or a reload costs no query while the cache is warm.
 */
export const getCachedPublishedNews = () =>
  readForPreview(publishedNews, async () => listNewsForPreview(await getDb()));

/** One published item, or null for an unknown or unpublished id. */
export const getCachedNewsItem = (id: number) =>
  readForPreview(
    () => newsItem(id),
    async () => getNewsForPreview(await getDb(), id),
  );

/** part 1 §2.3: the latest published items of the home page. */
export const getCachedHomeNews = () =>
  readForPreview(homeNews, async () => listNewsForPreview(await getDb(), HOME_NEWS_COUNT));
