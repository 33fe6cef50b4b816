import 'server-only';
import { unstable_cache } from 'next/cache';

import { CACHE_TAGS, CONTENT_REVALIDATE_SECONDS } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';

import { listGuide } from './queries';

// part 1 §3: the guide is the first element of the list; null when no guide has been entered.
export const getGuide = unstable_cache(
  async () => {
    const [guide] = await listGuide(await getDb());
    return guide ?? null;
  },
  ['export-guide'],
  { tags: [CACHE_TAGS.guide], revalidate: CONTENT_REVALIDATE_SECONDS },
);
