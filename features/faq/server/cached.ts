import 'server-only';
import { unstable_cache } from 'next/cache';

import { CACHE_TAGS, CONTENT_REVALIDATE_SECONDS } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';

import { EXPORTER_FAQ_TABS, publishedFaqs } from '../faq-lists';
import type { Faq } from '../schemas';

import { listCategoryFaqs, listTabFaqs } from './queries';

const options = { tags: [CACHE_TAGS.faq], revalidate: CONTENT_REVALIDATE_SECONDS };

export const EXPORTERS_CATEGORY = 1;
export const BUYERS_CATEGORY = 2;
const BUYER_TABS = [1, 2, 3] as const;

export type ExporterFaqs = { all: Faq[]; tabs: { tab: number; items: Faq[] }[] };

// part 2 "FAQ for exporters": GET new_faq/1 paginated, and new_faq/1/{1,2,3} reversed; status 1 only.
export const getExporterFaqs = unstable_cache(
  async (): Promise<ExporterFaqs> => {
    const db = await getDb();
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
  ['exporter-faqs'],
  options,
);

// part 2 §2.1 "/faq": FAQ for international buyers has three numbered children, category 2 tabs 1–3.
export const getBuyerFaqs = unstable_cache(
  async (): Promise<{ tab: number; items: Faq[] }[]> => {
    const db = await getDb();
    const lists = await Promise.all(BUYER_TABS.map((tab) => listTabFaqs(db, BUYERS_CATEGORY, tab)));
    return BUYER_TABS.map((tab, index) => ({ tab, items: publishedFaqs(lists[index] ?? []) }));
  },
  ['buyer-faqs'],
  options,
);
