import 'server-only';
import { unstable_cache } from 'next/cache';

import { CACHE_TAGS, CONTENT_REVALIDATE_SECONDS } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';

import { getSponsor, listSponsors } from './queries';

const options = { tags: [CACHE_TAGS.sponsors], revalidate: CONTENT_REVALIDATE_SECONDS };

/** Every sponsor, whatever its status; callers apply the visibility rules in ../rules.ts. */
export const getCachedSponsors = unstable_cache(
  async () => listSponsors(await getDb()),
  ['sponsors-all'],
  options,
);

export const getCachedSponsor = unstable_cache(
  async (id: number) => getSponsor(await getDb(), id),
  ['sponsor'],
  options,
);
