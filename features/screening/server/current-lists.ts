import 'server-only';
import { asc, desc } from 'drizzle-orm';

import { sanctionsListVersions, type SanctionsSource } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

// The lists screened against: the newest imported version of each source, with its own date
// (issue 47; the page and the API name only these, issue 56).

export type ScreeningLists = {
  source: SanctionsSource;
  version: number;
  listDate: string;
  importedAt: string;
  records: number;
  names: number;
}[];

/** The newest imported version of each source (a source never imported is absent). */
export async function currentLists(db: Db): Promise<ScreeningLists> {
  const versions = await db
    .select()
    .from(sanctionsListVersions)
    .orderBy(asc(sanctionsListVersions.source), desc(sanctionsListVersions.version));
  const newest = new Map<SanctionsSource, (typeof versions)[number]>();
  for (const row of versions) if (!newest.has(row.source)) newest.set(row.source, row);
  return [...newest.values()].map((row) => ({
    source: row.source,
    version: row.version,
    listDate: row.list_date,
    importedAt: new Date(row.imported_at).toISOString(),
    records: row.record_count,
    names: row.name_count,
  }));
}
