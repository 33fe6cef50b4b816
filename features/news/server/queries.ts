import 'server-only';
import { and, desc, eq } from 'drizzle-orm';

import { cleanRichHtmlRow, cleanRichHtmlRows } from '@/lib/db/rich-html';
import { news } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { HOME_NEWS_COUNT } from '../news-list';
import type { NewsItem } from '../schemas';

const PUBLISHED = 1;

// part 3 §7: news keeps only status 1, newest first; the body as the allowlist leaves it.
export async function listPublishedNews(db: Db, limit?: number): Promise<NewsItem[]> {
  const query = db
    .select()
    .from(news)
    .where(eq(news.status, PUBLISHED))
    .orderBy(desc(news.news_date), desc(news.id));
  return cleanRichHtmlRows(news, await (limit ? query.limit(limit) : query));
}

export const listHomeNews = (db: Db) => listPublishedNews(db, HOME_NEWS_COUNT);

export async function getPublishedNews(db: Db, id: number): Promise<NewsItem | null> {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), eq(news.status, PUBLISHED)))
    .limit(1);
  return row ? cleanRichHtmlRow(news, row) : null;
}

// Issue 29: an editor's preview shows drafts too (status 0), never to visitors
// (lib/preview/preview-mode.ts).
export async function listNewsForPreview(db: Db, limit?: number): Promise<NewsItem[]> {
  const query = db.select().from(news).orderBy(desc(news.news_date), desc(news.id));
  return cleanRichHtmlRows(news, await (limit ? query.limit(limit) : query));
}

export async function getNewsForPreview(db: Db, id: number): Promise<NewsItem | null> {
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  return row ? cleanRichHtmlRow(news, row) : null;
}
