import 'server-only';
import { unstable_cache } from 'next/cache';

import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';

import { CONTENT_REVALIDATE_SECONDS, type CacheTag } from './tags';

/**
 * A database read served from Next's data cache: keyed by `key` and the call's arguments,
 * re-validated by `tag` when the content changes (and at least every CONTENT_REVALIDATE_SECONDS).
 * A read that joins several domains' content names each of their tags.
 * A cache hit makes no database query, so public pages cost none while the cache is warm.
 */
export function cachedQuery<Args extends unknown[], Result>(
  key: string,
  tag: CacheTag | readonly CacheTag[],
  load: (db: Db, ...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return unstable_cache(async (...args: Args) => load(await getDb(), ...args), [key], {
    tags: typeof tag === 'string' ? [tag] : [...tag],
    revalidate: CONTENT_REVALIDATE_SECONDS,
  });
}
