import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { listBecomeAMember, listBlocks, listGoals, listPartners, listSlides } from './queries';

// part 1 §2.3: the home page's own blocks, re-validated by the home tag. The blocks that show
// other domains' content (news, sponsors, FAQ, offices) come from those domains' cached readers.
export const getHomeSlides = cachedQuery('home-slides', CACHE_TAGS.home, listSlides);
export const getHomeBlocks = cachedQuery('home-blocks', CACHE_TAGS.home, listBlocks);
export const getHomePartners = cachedQuery('home-partners', CACHE_TAGS.home, listPartners);
export const getHomeGoals = cachedQuery('home-goals', CACHE_TAGS.home, listGoals);
export const getHomeBecomeAMember = cachedQuery(
  'home-become-a-member',
  CACHE_TAGS.home,
  listBecomeAMember,
);
