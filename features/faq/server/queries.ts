import 'server-only';
import { and, asc, eq, type SQL } from 'drizzle-orm';

import { faqs } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { Faq } from '../schemas';

function listWhere(db: Db, where?: SQL): Promise<Faq[]> {
  return db.select().from(faqs).where(where).orderBy(asc(faqs.sort), asc(faqs.id));
}

export const listAllFaqs = (db: Db) => listWhere(db);

export const listCategoryFaqs = (db: Db, category: number) =>
  listWhere(db, eq(faqs.category, category));

export const listTabFaqs = (db: Db, category: number, tab: number) =>
  listWhere(db, and(eq(faqs.category, category), eq(faqs.tab, tab)));
