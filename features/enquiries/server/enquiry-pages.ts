import 'server-only';
import { asc, eq } from 'drizzle-orm';

import { enquiryPages } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { EnquiryPage } from '../schemas';

export const listEnquiryPages = (db: Db): Promise<EnquiryPage[]> =>
  db.select().from(enquiryPages).orderBy(asc(enquiryPages.id));

export async function getEnquiryPage(db: Db, id: number): Promise<EnquiryPage | null> {
  const [row] = await db.select().from(enquiryPages).where(eq(enquiryPages.id, id)).limit(1);
  return row ?? null;
}
