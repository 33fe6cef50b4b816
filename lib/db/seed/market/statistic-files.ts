import { like } from 'drizzle-orm';

import { infographicFiles, keyIn, SVG_TYPE } from '@/lib/charts/statistic-infographic';
import { statistics } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { FileStorage } from '@/lib/storage/types';

// The seeded infographics' pictures (SAMPLE DATA), drawn from their numbers at start-up like the
// sample companies' files: nothing binary is kept in the repository. Only a picture storage lacks
// is written; a row an editor changed names its own key and is left alone.

const PREFIX = '/api/uploads/';

export async function seedStatisticFiles(storage: FileStorage, db: Db): Promise<number> {
  const rows = await db
    .select()
    .from(statistics)
    .where(like(statistics.image_url, `${PREFIX}seed/statistics/%`));
  let written = 0;
  for (const row of rows) {
    if (row.type !== 'infographics') continue;
    const pattern = row.image_url.slice(PREFIX.length);
    const missing = [];
    for (const locale of ['en', 'ar'] as const) {
      if (!(await storage.get(keyIn(pattern, locale)))) missing.push(keyIn(pattern, locale));
    }
    if (missing.length === 0) continue;
    for (const file of infographicFiles(row, pattern)) {
      if (!missing.includes(file.key)) continue;
      await storage.put(file.key, file.body, SVG_TYPE);
      written += 1;
    }
  }
  return written;
}
