import 'server-only';
import type { Context } from 'hono';

import { type AuditEntry, writeAudit } from '@/lib/audit/write-audit';
import { sessionOf } from '@/lib/auth/middleware';
import type { AuthSession } from '@/lib/auth/sessions';
import { CACHE_TAGS, type CacheTag } from '@/lib/cache/tags';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';

import { checkVersion, sentVersion } from './record-version';
import type { AppEnv } from './types';

export type StaffActor = AuthSession['user'];

/** What a staff change runs with: its transaction, who makes it, when, and the version check. */
export type StaffChangeScope = {
  tx: Db;
  actor: StaffActor;
  now: Date;
  locale: Locale;
  /**
   * The one version check of the record the change edits, against the version the request names
   * (body `version` or `If-Match`): 428 when it names none, 409 when the record moved on.
   */
  checkVersion: (current: number) => void;
};

/**
 * The change's answer and its audit entry (or entries, for a change that touches several
 * records). `null` only when the request changed nothing (the value the record already has).
 */
export type StaffChangeOutcome<T> = { result: T; audit: AuditEntry | readonly AuditEntry[] | null };

export type StaffChangeOptions = {
  /** The public pages' cache tags the change makes stale, re-validated once it has committed. */
  revalidate?: readonly CacheTag[];
  /** The change queued e-mails in the outbox: deliver them now. */
  mail?: boolean;
  /** The `version` field of a multipart form (a JSON body's is read by itself), else If-Match. */
  formVersion?: unknown;
};

/**
 * The one way staff change data (issue 24): opens the transaction, runs the change, writes its
 * audit entry (actor, action, record, before and after) and the search documents of the records
 * it names (issue 28) in the same transaction, and after the commit re-validates the pages and
 * kicks the outbox. The `/api/staff` guard checks every successful staff write went through here.
 */
export async function staffChange<T>(
  c: Context<AppEnv>,
  change: (scope: StaffChangeScope) => Promise<StaffChangeOutcome<T>>,
  options: StaffChangeOptions = {},
): Promise<T> {
  const actor = sessionOf(c).user;
  const services = c.get('services');
  const now = services.now();
  const sent = sentVersion(c, options.formVersion);
  c.set('staffChange', true);
  const { result, indexed } = await c.get('db').transaction(async (tx) => {
    const outcome = await change({
      tx,
      actor,
      now,
      locale: c.get('locale'),
      checkVersion: (current) => checkVersion(current, sent, { required: true }),
    });
    const entries: readonly AuditEntry[] =
      outcome.audit === null ? [] : 'action' in outcome.audit ? [outcome.audit] : outcome.audit;
    for (const entry of entries) await writeAudit(tx, actor, entry, now);
    // Issue 28: the records the entries name are searched as they now are, from this commit on.
    const indexed = await c.get('searchIndex').reindex(tx, entries);
    return { ...outcome, indexed };
  });
  for (const tag of options.revalidate ?? []) services.revalidate(tag);
  if (indexed) services.revalidate(CACHE_TAGS.search);
  if (options.mail) services.outbox.kick();
  return result;
}
