import 'server-only';
import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';

import { news } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { clampPage, pageFields, pageOffset } from '@/lib/pagination';
import { searchPattern } from '@/lib/search/like-pattern';
import { normalizedLike } from '@/lib/search/normalized-sql';

import { NEWS_STATUS } from '../constants';
import type { NewsItem, StaffNewsQuery } from '../schemas';

// Issue 29: every news item, drafts included, for the console (GET /api/staff/news and
// /admin/news): newest news date first, searched in both languages' titles.

function staffWhere(query: Pick<StaffNewsQuery, 'q' | 'status'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(news.status, NEWS_STATUS[query.status]));
  const pattern = searchPattern(query.q ?? '');
  if (pattern) {
    conditions.push(
      or(
        normalizedLike(news.DESCRIPTION_ENG, pattern),
        normalizedLike(news.DESCRIPTION_ARA, pattern),
      ),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of the console's list; past the end, the last page. */
export async function listStaffNews(
  db: Db,
  query: StaffNewsQuery,
): Promise<{
  data: NewsItem[];
  total: number;
  page: number;
  page_count: number;
  page_size: number;
}> {
  const where = staffWhere(query);
  const [total] = await db.select({ value: count() }).from(news).where(where);
  const page = clampPage(query.page, total?.value ?? 0, query.page_size);
  const rows = await db
    .select()
    .from(news)
    .where(where)
    .orderBy(desc(news.news_date), desc(news.id))
    .limit(query.page_size)
    .offset(pageOffset(page, query.page_size));
  return { data: rows, ...pageFields(total?.value ?? 0, page, query.page_size) };
}
