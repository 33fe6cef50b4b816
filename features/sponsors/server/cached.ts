import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { isSponsorVisible, todayInAmman } from '../sponsor-visibility';

import { getSponsor, listSponsors } from './queries';

/** Every sponsor, whatever its status; callers apply the visibility rules (../sponsor-visibility.ts). */
export const getCachedSponsors = cachedQuery('sponsors-all', CACHE_TAGS.sponsors, listSponsors);

export const getCachedSponsor = cachedQuery('sponsor', CACHE_TAGS.sponsors, getSponsor);

// part 1 §2.3: the date test runs after the cache, so a cached list never shows an ended sponsor
// for longer than the page itself is cached.
export async function getVisibleSponsors() {
  const today = todayInAmman();
  return (await getCachedSponsors()).filter((sponsor) => isSponsorVisible(sponsor, today));
}
