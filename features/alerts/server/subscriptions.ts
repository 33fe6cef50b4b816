import 'server-only';
import { and, eq, inArray, ne } from 'drizzle-orm';

import { ApiError } from '@/lib/api/errors';
import { checkVersion } from '@/lib/api/record-version';
import { hashToken, newToken } from '@/lib/auth/tokens';
import { nextVersion } from '@/lib/db/next-version';
import { alertSubscriptions, countries, industries, mailOutbox } from '@/lib/db/schema';
import type { AlertSubscription } from '@/lib/db/schema/alerts';
import type { Db } from '@/lib/db/types';
import { outboxRows } from '@/lib/mail/outbox';

import { choicesOf } from '../alert-choices';
import { ALERT_CONFIRM_HOURS } from '../constants';
import { nextDigestAt, type DigestSettings } from '../digest-schedule';
import type { AlertChoices, AlertSubscriptionView } from '../schemas';

import { confirmationMail } from './alert-mails';
import { byAlertToken, linkToken, newAlertToken } from './alert-token';

// Issue 39 "Alerts": subscriptions, from the subscribe form to the one-click unsubscribe. A
// visitor's waits `pending` for the confirmation link (double opt-in); a member's verified address
// starts `active`. The digests cover what was noted from the confirmation on.

/** `secret`: the app secret the mails' link tokens are derived under (./alert-token.ts). */
export type AlertContext = { now: Date; siteUrl: string; settings: DigestSettings; secret: string };

export function subscriptionView(row: AlertSubscription): AlertSubscriptionView {
  return {
    id: row.id,
    email: row.email,
    ...choicesOf(row),
    status: row.status,
    next_digest_at: row.next_digest_at?.toISOString() ?? null,
    version: row.version,
  };
}

// The lists whose ids must name a row, with the message of one that does not.
const CHOICE_LISTS = [
  { field: 'industry_ids', column: industries.iid, message: 'Alerts.rules.sector' },
  { field: 'country_ids', column: countries.id, message: 'Alerts.rules.country' },
] as const;

/** 422 on the field when a sector or country id names none. */
async function checkChoices(db: Db, choices: AlertChoices): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const { field, column, message } of CHOICE_LISTS) {
    const ids = choices[field];
    if (ids.length === 0) continue;
    const found = await db.select({ id: column }).from(column.table).where(inArray(column, ids));
    if (found.length !== ids.length) errors[field] = [message];
  }
  if (Object.keys(errors).length > 0) throw new ApiError(422, 'Api.invalid', errors);
}

/** The columns of a subscription that starts now: covered from now, its first digest a period on. */
const activeFrom = (now: Date, frequency: AlertChoices['frequency'], settings: DigestSettings) => ({
  status: 'active' as const,
  confirmed_at: now,
  covered_until: now,
  next_digest_at: nextDigestAt(now, frequency, settings),
});

type Subscriber = { email: string; verifiedMemberId: number | null };

/**
 * A new subscription: active at once for the member whose verified address it is, else pending
 * with a confirmation mail (in the outbox, same transaction). `mail` tells the caller to kick.
 */
export async function subscribe(
  db: Db,
  subscriber: Subscriber,
  choices: AlertChoices,
  { now, siteUrl, settings, secret }: AlertContext,
): Promise<{ status: 'pending' | 'active'; mail: boolean }> {
  await checkChoices(db, choices);
  const { token, columns } = newAlertToken(secret);
  const base = {
    email: subscriber.email,
    ...choicesOf(choices),
    ...columns,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  if (subscriber.verifiedMemberId !== null) {
    await db.insert(alertSubscriptions).values({
      ...base,
      user_id: subscriber.verifiedMemberId,
      ...activeFrom(now, choices.frequency, settings),
    });
    return { status: 'active', mail: false };
  }
  const confirmToken = newToken();
  await db.transaction(async (tx) => {
    await tx.insert(alertSubscriptions).values({
      ...base,
      status: 'pending',
      confirm_token_hash: hashToken(confirmToken),
      confirm_expires_at: new Date(now.getTime() + ALERT_CONFIRM_HOURS * 3_600_000),
    });
    const mail = confirmationMail(
      { email: subscriber.email, locale: choices.locale, token },
      confirmToken,
      siteUrl,
    );
    await tx.insert(mailOutbox).values(outboxRows([mail], now));
  });
  return { status: 'pending', mail: true };
}

export type ConfirmOutcome =
  { outcome: 'confirmed'; token: string; locale: 'en' | 'ar' } | { outcome: 'expired' | 'unknown' };

/**
 * The confirmation link: a pending subscription becomes active (covered from now on). A link used
 * again answers `confirmed` while the subscription is active; an old link, `expired`.
 */
export async function confirmSubscription(
  db: Db,
  confirmToken: string,
  { now, settings, secret }: Omit<AlertContext, 'siteUrl'>,
): Promise<ConfirmOutcome> {
  const [row] = await db
    .select()
    .from(alertSubscriptions)
    .where(eq(alertSubscriptions.confirm_token_hash, hashToken(confirmToken)))
    .limit(1);
  if (!row) return { outcome: 'unknown' };
  if (row.status === 'active')
    return { outcome: 'confirmed', token: await linkToken(db, row, secret), locale: row.locale };
  if (row.status !== 'pending') return { outcome: 'unknown' };
  if (!row.confirm_expires_at || row.confirm_expires_at <= now) return { outcome: 'expired' };
  await db
    .update(alertSubscriptions)
    .set({
      ...activeFrom(now, row.frequency, settings),
      updated_at: now.toISOString(),
    })
    .where(and(eq(alertSubscriptions.id, row.id), eq(alertSubscriptions.status, 'pending')));
  // A second click at the same moment found it confirmed already: the same outcome.
  return { outcome: 'confirmed', token: await linkToken(db, row, secret), locale: row.locale };
}

/** The subscription of a manage or unsubscribe link; unsubscribed ones too (to subscribe again). */
export async function findByToken(db: Db, token: string): Promise<AlertSubscription | null> {
  const [row] = await db.select().from(alertSubscriptions).where(byAlertToken(token)).limit(1);
  return row ?? null;
}

/**
 * New choices at the version the change started from (409 stale, 428 none). A change to an
 * unsubscribed one subscribes it again, covered from now: unsubscribing never loses the choices.
 */
export async function changeSubscription(
  db: Db,
  where: { token: string } | { id: number; userId: number },
  change: AlertChoices & { version?: number },
  { now, settings }: Pick<AlertContext, 'now' | 'settings'>,
): Promise<AlertSubscription> {
  await checkChoices(db, change);
  return db.transaction(async (tx) => {
    const condition =
      'token' in where
        ? byAlertToken(where.token)
        : and(eq(alertSubscriptions.id, where.id), eq(alertSubscriptions.user_id, where.userId));
    const [row] = await tx.select().from(alertSubscriptions).where(condition).for('update');
    if (!row) throw new ApiError(404, 'Api.notFound');
    checkVersion(row.version, change.version, { required: true });
    const resumed = row.status === 'unsubscribed';
    const frequencyChanged = row.frequency !== change.frequency && row.status === 'active';
    const schedule = resumed
      ? { ...activeFrom(now, change.frequency, settings), unsubscribed_at: null }
      : frequencyChanged && row.covered_until
        ? { next_digest_at: nextDigestAt(row.covered_until, change.frequency, settings) }
        : {};
    const [changed] = await tx
      .update(alertSubscriptions)
      .set({
        ...choicesOf(change),
        ...schedule,
        version: row.version + 1,
        updated_at: now.toISOString(),
      })
      .where(eq(alertSubscriptions.id, row.id))
      .returning();
    if (!changed) throw new ApiError(404, 'Api.notFound');
    return changed;
  });
}

/** One click, nothing asked (RFC 8058): the subscription stops. Null for an unknown token. */
export async function unsubscribe(
  db: Db,
  token: string,
  now: Date,
): Promise<{ locale: 'en' | 'ar' } | null> {
  const [row] = await db
    .update(alertSubscriptions)
    .set({
      status: 'unsubscribed',
      unsubscribed_at: now,
      next_digest_at: null,
      confirm_token_hash: null,
      confirm_expires_at: null,
      version: nextVersion(alertSubscriptions.version),
      updated_at: now.toISOString(),
    })
    .where(and(byAlertToken(token), ne(alertSubscriptions.status, 'unsubscribed')))
    .returning({ locale: alertSubscriptions.locale });
  if (row) return row;
  const known = await findByToken(db, token);
  return known ? { locale: known.locale } : null;
}
