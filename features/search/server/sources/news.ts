import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';

import { newsPath } from '@/features/news/news-list';
import { news } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import {
  bilingual,
  plainText,
  sameHref,
  sameIds,
  type SearchSource,
  type SourceDocument,
} from '../search-source';

// News (part 1 §3 "News": DESCRIPTION is the title, TARIFF the body): published items (status 1,
// part 3 "Client processing"), each leading to its article.

export const PUBLISHED_NEWS = eq(news.status, 1);

async function loadNews(db: Db, ids?: readonly number[]): Promise<SourceDocument[]> {
  const rows = await db
    .select()
    .from(news)
    .where(ids ? and(PUBLISHED_NEWS, inArray(news.id, [...ids])) : PUBLISHED_NEWS);
  return rows.map((row) => ({
    recordId: row.id,
    title: bilingual(row.DESCRIPTION_ENG, row.DESCRIPTION_ARA),
    body: bilingual(plainText(row.TARIFF_ENG), plainText(row.TARIFF_ARA)),
    keywords: `${row.meta_description_en} ${row.meta_description_ar}`,
    href: sameHref(newsPath(row)),
    publishedAt: row.news_date,
  }));
}

export const newsSource: SearchSource = {
  key: 'news',
  type: 'news',
  kind: 'news',
  entities: { news: sameIds },
  load: loadNews,
};
