import 'server-only';
import { asc } from 'drizzle-orm';

import { cleanRichHtmlRows } from '@/lib/db/rich-html';
import { guide } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { fileAddress } from '@/lib/storage/gated-files';

// The steps' HTML as the allowlist leaves it (issue 25); the full guide's files as their gated
// download addresses (issue 26: /api/files/guide/…, for members only).
export const listGuide = async (db: Db) =>
  cleanRichHtmlRows(guide, await db.select().from(guide).orderBy(asc(guide.id)).limit(1)).map(
    (row) => ({
      ...row,
      guide_file: fileAddress(row.guide_file),
      guide_file_ara: fileAddress(row.guide_file_ara),
    }),
  );
