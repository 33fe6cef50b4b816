import 'server-only';
import { ilike, or } from 'drizzle-orm';

import { SEARCH_MAX_LENGTH } from '@/lib/constants';
import { menuChildren } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

const RESULT_LIMIT = 50;

export type PageHit = typeof menuChildren.$inferSelect;

/** The trimmed keyword, cut to 200 characters, as a case-insensitive LIKE pattern (part 3 §5). */
export function toSearchPattern(keyword: string): string | null {
  const text = keyword.trim().slice(0, SEARCH_MAX_LENGTH);
  if (!text) return null;
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

// Menu pages whose title or content contains the keyword, in either language.
export async function searchPages(db: Db, keyword: string): Promise<PageHit[]> {
  const pattern = toSearchPattern(keyword);
  if (!pattern) return [];
  const rows = await db
    .select()
    .from(menuChildren)
    .where(
      or(
        ilike(menuChildren.title_eng, pattern),
        ilike(menuChildren.title_ara, pattern),
        ilike(menuChildren.content_eng, pattern),
        ilike(menuChildren.content_ara, pattern),
      ),
    )
    .orderBy(menuChildren.menu_id, menuChildren.sort, menuChildren.id)
    .limit(RESULT_LIMIT);
  // One result per destination: footer copies of a page share its application id.
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = row.a_id !== null ? `a${row.a_id}` : `m${row.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
