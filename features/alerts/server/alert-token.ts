import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';

import { and, eq, isNull, or } from 'drizzle-orm';

import { hashToken } from '@/lib/auth/tokens';
import { alertSubscriptions } from '@/lib/db/schema';
import type { AlertSubscription } from '@/lib/db/schema/alerts';
import type { Db } from '@/lib/db/types';

// Issue 48 "Loose ends": the secret of the links in every alert mail (manage, one-click
// unsubscribe) is kept only as a hash, like the confirmation link's. Every mail needs the token
// again, so it is not random but derived: HMAC-SHA256 of the row's random salt under the app
// secret (APP_SECRET). The database holds the salt and the token's sha256; without the app
// secret neither gives a link. A row migrated from a clear token (0034) keeps that token's hash
// as `old_token_hash`, so the links of older mails keep working, and gets a salt at its next mail.

/** The link token of a salt: 256 bits, URL-safe, like `newToken()`. */
export const alertTokenOf = (secret: string, salt: string) =>
  createHmac('sha256', secret).update(`alert-subscription:${salt}`).digest('base64url');

/** A new subscription's salt, and the hash its links are looked up by. */
export function newAlertToken(secret: string) {
  const salt = randomBytes(16).toString('base64url');
  const token = alertTokenOf(secret, salt);
  return { token, columns: { token_salt: salt, token_hash: hashToken(token) } };
}

/** The condition naming a link token's subscription: its current token, or its clear one of before. */
export function byAlertToken(token: string) {
  const hash = hashToken(token);
  return or(eq(alertSubscriptions.token_hash, hash), eq(alertSubscriptions.old_token_hash, hash));
}

/**
 * The token a mail or page links to. A row migrated from a clear token gets its salt now (one
 * conditional UPDATE, so two callers at once agree on the first one written).
 */
export async function linkToken(
  db: Db,
  row: Pick<AlertSubscription, 'id' | 'token_salt'>,
  secret: string,
): Promise<string> {
  if (row.token_salt) return alertTokenOf(secret, row.token_salt);
  const fresh = newAlertToken(secret);
  const [written] = await db
    .update(alertSubscriptions)
    .set(fresh.columns)
    .where(and(eq(alertSubscriptions.id, row.id), isNull(alertSubscriptions.token_salt)))
    .returning({ token_salt: alertSubscriptions.token_salt });
  if (written?.token_salt) return alertTokenOf(secret, written.token_salt);
  const [current] = await db
    .select({ token_salt: alertSubscriptions.token_salt })
    .from(alertSubscriptions)
    .where(eq(alertSubscriptions.id, row.id));
  return alertTokenOf(secret, current?.token_salt ?? fresh.columns.token_salt);
}
