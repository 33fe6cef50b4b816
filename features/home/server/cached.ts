import 'server-only';
import { unstable_cache } from 'next/cache';

import { listOffices } from '@/features/contact/server/list-offices';
import { getPageByAppId } from '@/features/content/server/cached-pages';
import { listAllFaqs } from '@/features/faq/server/queries';
import { listEnquiryPages } from '@/features/guide/server/queries';
import { listHomeNews } from '@/features/news/server/queries';
import { listSponsors } from '@/features/sponsors/server/queries';
import { isSponsorVisible, todayInAmman } from '@/features/sponsors/sponsor-visibility';
import { CACHE_TAGS, CONTENT_REVALIDATE_SECONDS, type CacheTag } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';
import { contentPath } from '@/lib/navigation/menu-links';

import { ENQUIRY_OPTION_CODES, enquiryTarget } from '../home-rules';

import { listBecomeAMember, listBlocks, listGoals, listPartners, listSlides } from './queries';

// One cached loader per source of the home page (part 1 §2.3), each re-validated by its own tag.
function cached<T>(key: string, tag: CacheTag, load: (db: Db) => Promise<T>) {
  return unstable_cache(async () => load(await getDb()), [`home-${key}`], {
    tags: [tag],
    revalidate: CONTENT_REVALIDATE_SECONDS,
  });
}

export const getHomeSlides = cached('slides', CACHE_TAGS.home, listSlides);
export const getHomeBlocks = cached('blocks', CACHE_TAGS.home, listBlocks);
export const getHomePartners = cached('partners', CACHE_TAGS.home, listPartners);
export const getHomeGoals = cached('goals', CACHE_TAGS.home, listGoals);
export const getHomeBecomeAMember = cached('become-a-member', CACHE_TAGS.home, listBecomeAMember);
export const getHomeNews = cached('news', CACHE_TAGS.news, listHomeNews);
export const getHomeFaqs = cached('faqs', CACHE_TAGS.faq, listAllFaqs);
export const getHomeOffices = cached('offices', CACHE_TAGS.contact, listOffices);
export const getEnquiryPages = cached('enquiry-pages', CACHE_TAGS.guide, listEnquiryPages);
const getAllSponsors = cached('sponsors', CACHE_TAGS.sponsors, listSponsors);

// part 1 §2.3: the date test runs after the cache, so a cached list never shows an ended sponsor
// for longer than the page itself is cached.
export async function getVisibleSponsors() {
  const today = todayInAmman();
  return (await getAllSponsors()).filter((sponsor) => isSponsorVisible(sponsor, today));
}

// part 1 §2.3: the enquiry dialog, the FAQ "more" link and the offices' directions lead to these
// content pages; each href is built from the menu page that carries the application id.
const LINKED_APP_IDS = [
  ...new Set([
    100,
    190,
    ...ENQUIRY_OPTION_CODES.map(enquiryTarget).flatMap((target) =>
      target.kind === 'page' ? [target.appId] : [],
    ),
  ]),
];

export async function getHomePageLinks(locale: Locale): Promise<Record<number, string>> {
  const pages = await Promise.all(LINKED_APP_IDS.map((appId) => getPageByAppId(appId)));
  return Object.fromEntries(
    LINKED_APP_IDS.map((appId, index) => {
      const page = pages[index];
      // The content route picks the page by its numeric prefix, so a bare id still lands there.
      return [appId, page ? contentPath(page, locale) : `/pages/${appId}`];
    }),
  );
}
