import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { listGuide } from './queries';

// part 1 §3: the guide is the first element of the list; null when no guide has been entered.
export const getGuide = cachedQuery('export-guide', CACHE_TAGS.guide, async (db) => {
  const [guide] = await listGuide(db);
  return guide ?? null;
});
