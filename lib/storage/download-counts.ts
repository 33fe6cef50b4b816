import 'server-only';
import { inArray, sql } from 'drizzle-orm';

import { fileDownloads } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

// Issue 26: how often each gated file was downloaded, by its storage key (staff see it). One
// statement per download: an insert that, for a key already counted, adds one to the stored count
// in the row's own update, so simultaneous downloads are all counted.

/** Counts one download of `key` at `now`. */
export async function countDownload(db: Db, key: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insert(fileDownloads)
    .values({ file_key: key, count: 1, last_at: at })
    .onConflictDoUpdate({
      target: fileDownloads.file_key,
      set: { count: sql`${fileDownloads.count} + 1`, last_at: at },
    });
}

/** The download counts of these keys (a key never downloaded is absent: 0). */
export async function downloadCountsOf(db: Db, keys: string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(keys.filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ key: fileDownloads.file_key, count: fileDownloads.count })
    .from(fileDownloads)
    .where(inArray(fileDownloads.file_key, wanted));
  return new Map(rows.map((row) => [row.key, row.count]));
}

/** Forgets the counts of files that were removed (in the change's transaction). */
export async function forgetDownloads(db: Db, keys: string[]): Promise<void> {
  const gone = keys.filter(Boolean);
  if (gone.length > 0) await db.delete(fileDownloads).where(inArray(fileDownloads.file_key, gone));
}
