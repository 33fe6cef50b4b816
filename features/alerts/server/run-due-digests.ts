import 'server-only';
import { and, asc, eq, gt, lte } from 'drizzle-orm';

import { alertDigests, alertItems, alertSubscriptions, mailOutbox } from '@/lib/db/schema';
import type { AlertItem, AlertSubscription } from '@/lib/db/schema/alerts';
import type { Db } from '@/lib/db/types';
import { withoutBidiControls } from '@/lib/i18n/bidi-controls';
import { outboxRows } from '@/lib/mail/outbox';

import { matchesSubscription } from '../alert-matching';
import { ALERT_CONTENT_TYPES, type AlertContentType } from '../constants';
import { nextDigestAt, type DigestSettings } from '../digest-schedule';

import { digestMail, type DigestEntry } from './alert-mails';
import { readAlertRecords } from './alert-records';
import { linkToken } from './alert-token';

// Issue 39 "Alerts": the digest job. Every instance runs it; for each due subscription, in its own
// transaction, the claim row (unique per subscription and due time) lets one deliverer write the
// digest, which lists what was noted since the last one and matches the choices, in the
// subscription's language. Nothing new: no mail, and the next digest is scheduled all the same.

/** `secret`: the app secret the mails' link tokens are derived under (./alert-token.ts). */
export type DigestJobSettings = DigestSettings & { siteUrl: string; secret: string };
export type DigestReport = { due: number; mailed: number; empty: number; skipped: number };

/** Subscriptions due at `now`, the longest waiting first. */
async function dueSubscriptionIds(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: alertSubscriptions.id })
    .from(alertSubscriptions)
    .where(
      and(eq(alertSubscriptions.status, 'active'), lte(alertSubscriptions.next_digest_at, now)),
    )
    .orderBy(asc(alertSubscriptions.next_digest_at), asc(alertSubscriptions.id));
  return rows.map((row) => row.id);
}

/** The digest's entries: the matching items still public, titled in the subscription's language. */
async function digestEntries(
  tx: Db,
  subscription: AlertSubscription,
  items: readonly AlertItem[],
): Promise<DigestEntry[]> {
  const matching = items.filter((item) => matchesSubscription(item, subscription));
  const entries: DigestEntry[] = [];
  for (const type of ALERT_CONTENT_TYPES) {
    const ids = matching.filter((item) => item.content_type === type).map((item) => item.record_id);
    const records = await readAlertRecords(tx, type as AlertContentType, ids);
    const locale = subscription.locale;
    const other = locale === 'ar' ? 'en' : 'ar';
    for (const id of ids) {
      const record = records.find((candidate) => candidate.id === id);
      if (!record?.isPublic) continue;
      entries.push({
        type,
        // Issue 48: a title stored with bidi controls reaches no mail with them.
        title: withoutBidiControls(record.title[locale] || record.title[other]),
        path: record.path[locale],
        ...(record.lead && { lead: record.lead }),
      });
    }
  }
  return entries;
}

type Outcome = 'mailed' | 'empty' | 'skipped';

async function deliverDigest(
  db: Db,
  id: number,
  now: Date,
  settings: DigestJobSettings,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [subscription] = await tx
      .select()
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.id, id))
      .for('update');
    const due = subscription?.next_digest_at;
    if (!subscription || subscription.status !== 'active' || !due || due > now) return 'skipped';
    const claimed = await tx
      .insert(alertDigests)
      .values({ subscription_id: id, due_at: due, item_count: 0, created_at: now })
      .onConflictDoNothing({ target: [alertDigests.subscription_id, alertDigests.due_at] })
      .returning({ id: alertDigests.id });
    const claim = claimed[0];
    // Another deliverer has this digest.
    if (!claim) return 'skipped';
    const since = subscription.covered_until ?? subscription.confirmed_at ?? now;
    const items = await tx
      .select()
      .from(alertItems)
      .where(and(gt(alertItems.noted_at, since), lte(alertItems.noted_at, now)))
      .orderBy(asc(alertItems.noted_at), asc(alertItems.id));
    const entries = await digestEntries(tx, subscription, items);
    if (entries.length > 0) {
      const token = await linkToken(tx, subscription, settings.secret);
      const mail = digestMail({ ...subscription, token }, entries, settings.siteUrl);
      await tx.insert(mailOutbox).values(outboxRows([mail], now));
      await tx
        .update(alertDigests)
        .set({ item_count: entries.length })
        .where(eq(alertDigests.id, claim.id));
    }
    await tx
      .update(alertSubscriptions)
      .set({
        covered_until: now,
        next_digest_at: nextDigestAt(now, subscription.frequency, settings),
      })
      .where(eq(alertSubscriptions.id, id));
    return entries.length > 0 ? 'mailed' : 'empty';
  });
}

/** Writes the due digests' mails to the outbox; the caller kicks the outbox when `mailed` > 0. */
export async function runDueDigests(
  db: Db,
  now: Date,
  settings: DigestJobSettings,
): Promise<DigestReport> {
  const ids = await dueSubscriptionIds(db, now);
  const report: DigestReport = { due: ids.length, mailed: 0, empty: 0, skipped: 0 };
  for (const id of ids) report[await deliverDigest(db, id, now, settings)] += 1;
  return report;
}
