import 'server-only';
import { unstable_cache } from 'next/cache';

import { CACHE_TAGS, CONTENT_REVALIDATE_SECONDS } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';

import { getPublishedNews, listPublishedNews } from './queries';

const options = { tags: [CACHE_TAGS.news], revalidate: CONTENT_REVALIDATE_SECONDS };

/**
 * Every published item, newest first. The list page sorts and paginates this in memory (the
 * rules in ../rules.ts), so a page, a sort or a reload costs no query while the cache is warm.
 */
export const getCachedPublishedNews = unstable_cache(
  async () => listPublishedNews(await getDb()),
  ['news-published'],
  options,
);

/** One published item, or null for an unknown or unpublished id. */
export const getCachedNewsItem = unstable_cache(
  async (id: number) => getPublishedNews(await getDb(), id),
  ['news-item'],
  options,
);
