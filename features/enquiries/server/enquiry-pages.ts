import 'server-only';
import { asc, eq } from 'drizzle-orm';

import { cleanRichHtmlRow, cleanRichHtmlRows } from '@/lib/db/rich-html';
import { enquiryPages } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { EnquiryPage } from '../enquiry-page-schemas';

// The result texts as the allowlist leaves them (issue 25).
export const listEnquiryPages = async (db: Db): Promise<EnquiryPage[]> =>
  cleanRichHtmlRows(
    enquiryPages,
    await db.select().from(enquiryPages).orderBy(asc(enquiryPages.id)),
  );

export async function getEnquiryPage(db: Db, id: number): Promise<EnquiryPage | null> {
  const [row] = await db.select().from(enquiryPages).where(eq(enquiryPages.id, id)).limit(1);
  return row ? cleanRichHtmlRow(enquiryPages, row) : null;
}
