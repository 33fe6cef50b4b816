import 'server-only';
import type { Context } from 'hono';

import type { AppEnv } from '@/lib/api/types';
import { type AuditEntry, writeAudit } from '@/lib/audit/write-audit';
import { sessionOf } from '@/lib/auth/middleware';
import { CACHE_TAGS } from '@/lib/cache/tags';
import type { Db } from '@/lib/db/types';

/**
 * Runs an editor's change and its audit entry in one transaction, then re-validates the
 * directory's pages (the tag covers the institutions and their reference lists).
 */
export async function changeWithAudit<T>(
  c: Context<AppEnv>,
  change: (tx: Db, now: Date) => Promise<{ result: T; entry: AuditEntry } | null>,
): Promise<T | null> {
  const now = c.get('services').now();
  const actor = sessionOf(c).user;
  const done = await c.get('db').transaction(async (tx) => {
    const changed = await change(tx, now);
    if (changed) await writeAudit(tx, actor, changed.entry, now);
    return changed;
  });
  if (!done) return null;
  c.get('services').revalidate(CACHE_TAGS.institutions);
  return done.result;
}
