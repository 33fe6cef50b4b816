import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { EXPORTER_FAQ_TABS, publishedFaqs } from '../faq-lists';
import type { Faq } from '../schemas';

import { listAllFaqs, listCategoryFaqs, listTabFaqs } from './queries';

export const EXPORTERS_CATEGORY = 1;
export const BUYERS_CATEGORY = 2;
const BUYER_TABS = [1, 2, 3] as const;

export type ExporterFaqs = { all: Faq[]; tabs: { tab: number; items: Faq[] }[] };

// part 2 "FAQ for exporters": GET new_faq/1 paginated, and new_faq/1/{1,2,3} reversed; status 1 only.
export const getExporterFaqs = cachedQuery(
  'exporter-faqs',
  CACHE_TAGS.faq,
  async (db): Promise<ExporterFaqs> => {
    const [all, ...tabs] = await Promise.all([
      listCategoryFaqs(db, EXPORTERS_CATEGORY),
      ...EXPORTER_FAQ_TABS.map(({ tab }) => listTabFaqs(db, EXPORTERS_CATEGORY, tab)),
    ]);
    return {
      all: publishedFaqs(all ?? []),
      tabs: EXPORTER_FAQ_TABS.map(({ tab }, index) => ({
        tab,
        items: publishedFaqs(tabs[index] ?? [], { reversed: true }),
      })),
    };
  },
);

// part 2 §2.1 "/faq": FAQ for international buyers has three numbered children, category 2 tabs 1–3.
export const getBuyerFaqs = cachedQuery(
  'buyer-faqs',
  CACHE_TAGS.faq,
  async (db): Promise<{ tab: number; items: Faq[] }[]> => {
    const lists = await Promise.all(BUYER_TABS.map((tab) => listTabFaqs(db, BUYERS_CATEGORY, tab)));
    return BUYER_TABS.map((tab, index) => ({ tab, items: publishedFaqs(lists[index] ?? []) }));
  },
);

/** part 1 §2.3: every entry; the home block picks the first ones flagged for it. */
export const getCachedAllFaqs = cachedQuery('home-faqs', CACHE_TAGS.faq, listAllFaqs);
