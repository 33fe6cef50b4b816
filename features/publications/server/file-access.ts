import 'server-only';
import { eq, or, sql } from 'drizzle-orm';

import type { GatedFileRule } from '@/lib/api/gated-file-routes';
import { publications } from '@/lib/db/schema';

import { PUBLICATION_STATUS } from '../constants';
import { downloadName } from '../download-name';

// Issue 26 and part 1 §6: a publication's PDFs are for members; those of a publication flagged
// for_vip for VIP members only; a draft's for the agency's staff. A key no publication names is no
// file (404), whatever storage holds.
export const publicationFileRule: GatedFileRule = async (db, key) => {
  const [row] = await db
    .select({
      title: publications.DESCRIPTION_ENG,
      for_vip: publications.for_vip,
      status: publications.status,
      arabic: sql<boolean>`${publications.TARIFF_FILE_AR} = ${key}`,
    })
    .from(publications)
    .where(or(eq(publications.TARIFF_FILE, key), eq(publications.TARIFF_FILE_AR, key)))
    .limit(1);
  if (!row) return null;
  return {
    vip: row.for_vip,
    published: row.status === PUBLICATION_STATUS.published,
    filename: downloadName(row.title, row.arabic ? 'ar' : 'en'),
  };
};
