import 'server-only';
import { and, asc, eq, type SQL } from 'drizzle-orm';

import { cleanRichHtmlRows } from '@/lib/db/rich-html';
import { faqs } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { Faq } from '../schemas';

// Answers as the allowlist leaves them (issue 25).
async function listWhere(db: Db, where?: SQL): Promise<Faq[]> {
  const rows = await db.select().from(faqs).where(where).orderBy(asc(faqs.sort), asc(faqs.id));
  return cleanRichHtmlRows(faqs, rows);
}

export const listAllFaqs = (db: Db) => listWhere(db);

export const listCategoryFaqs = (db: Db, category: number) =>
  listWhere(db, eq(faqs.category, category));

export const listTabFaqs = (db: Db, category: number, tab: number) =>
  listWhere(db, and(eq(faqs.category, category), eq(faqs.tab, tab)));
