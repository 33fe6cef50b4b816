import 'server-only';
import { and, asc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';

import { mailOutbox } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { newMessageId } from './message-id';
import { MailServerUnavailableError, type MailMessage, type Mailer } from './types';

export const OUTBOX_BASE_DELAY_MS = 30_000;
export const OUTBOX_MAX_DELAY_MS = 60 * 60_000;
export const OUTBOX_MAX_ATTEMPTS = 10;
// A claimed row is hidden from other deliverers this long, so a crash in the middle of a send
// delays that mail instead of losing it.
export const OUTBOX_LEASE_MS = 10 * 60_000;
// Mails a round sends at most; a round that reaches it reports `more`, and the worker runs
// another at once instead of waiting for its next tick.
export const OUTBOX_ROUND_LIMIT = 100;

type OutboxRow = typeof mailOutbox.$inferSelect;
/** `unavailable`: the round stopped because the mail server could not be reached. */
export type DeliveryReport = {
  sent: number;
  failed: number;
  /** Mails found claimed but never marked sent (issue 48): put in doubt, or given up. */
  inDoubt?: number;
  unavailable?: true;
  more?: true;
};

/** The wait after a failed attempt: 30 s × 2^(attempts before it), so 30 s, 1 min, 2 min… ≤ 1 h. */
export function retryDelayMs(attemptsBefore: number): number {
  return Math.min(OUTBOX_BASE_DELAY_MS * 2 ** Math.max(0, attemptsBefore), OUTBOX_MAX_DELAY_MS);
}

/** The outbox rows of mails to send; insert them in the transaction of what they tell about. */
export function outboxRows(messages: MailMessage[], now: Date): (typeof mailOutbox.$inferInsert)[] {
  return messages.map((message) => ({
    to_address: message.to,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html,
    attachments: message.attachments?.length ? message.attachments : null,
    // Named only when set, so the insert runs on a database migrated before the column too.
    ...(message.headers && Object.keys(message.headers).length ? { headers: message.headers } : {}),
    // Fixed now and sent on every retry (issue 48).
    message_id: newMessageId(),
    next_attempt_at: now,
    created_at: now,
  }));
}

// Issue 48: a mail found still claimed at its next claim was being sent when its deliverer died,
// maybe after the server took it. It is not sent again at once: it is marked in doubt and due
// again after this delay, then sent once more with the same Message-ID (a reader's mail program
// shows one mail); found claimed a second time, it is given up, so a crash costs one extra send at
// most. Thirty minutes: longer than any SMTP transaction and the lease, short enough for a
// confirmation link to be of use.
export const OUTBOX_IN_DOUBT_DELAY_MS = 30 * 60_000;

type Claim =
  { kind: 'send'; row: OutboxRow } | { kind: 'in-doubt' | 'given-up'; row: OutboxRow } | undefined;

// Takes the oldest due row in a short transaction and leases it; SKIP LOCKED lets a second
// deliverer (another process or instance) take the next row instead of waiting, and the row lock
// keeps two from taking the same one. A row it finds still claimed is put in doubt instead.
async function claimNext(db: Db, now: Date): Promise<Claim> {
  const due = and(
    isNull(mailOutbox.sent_at),
    lt(mailOutbox.attempts, OUTBOX_MAX_ATTEMPTS),
    lte(mailOutbox.next_attempt_at, now),
  );
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(mailOutbox)
      .where(due)
      .orderBy(asc(mailOutbox.next_attempt_at), asc(mailOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!found) return undefined;
    // A mail queued before issue 48 gets its Message-ID at its first claim, and keeps it.
    const message_id = found.message_id ?? newMessageId();
    const change = !found.claimed_at
      ? { claimed_at: now, next_attempt_at: new Date(now.getTime() + OUTBOX_LEASE_MS) }
      : !found.in_doubt_at
        ? {
            claimed_at: null,
            in_doubt_at: now,
            next_attempt_at: new Date(now.getTime() + OUTBOX_IN_DOUBT_DELAY_MS),
            last_error: 'in doubt: claimed but never marked sent; sent once more after a delay',
          }
        : {
            claimed_at: null,
            attempts: OUTBOX_MAX_ATTEMPTS,
            last_error: 'in doubt twice: claimed but never marked sent; not sent again',
          };
    const [row] = await tx
      .update(mailOutbox)
      .set({ ...change, message_id })
      .where(eq(mailOutbox.id, found.id))
      .returning();
    if (!row) return undefined;
    const kind = !found.claimed_at ? 'send' : !found.in_doubt_at ? 'in-doubt' : 'given-up';
    return { kind, row };
  });
}

async function recordFailure(db: Db, row: OutboxRow, error: unknown, now: Date, log?: Logger) {
  const attempts = row.attempts + 1;
  const message = error instanceof Error ? error.message : String(error);
  await db
    .update(mailOutbox)
    .set({
      attempts,
      claimed_at: null,
      last_error: message.slice(0, 1000),
      next_attempt_at: new Date(now.getTime() + retryDelayMs(row.attempts)),
    })
    .where(eq(mailOutbox.id, row.id));
  const context = { err: error, outbox_id: row.id, to: row.to_address, attempts };
  if (attempts >= OUTBOX_MAX_ATTEMPTS) log?.error(context, 'giving up on an e-mail of the outbox');
  else log?.warn(context, 'an e-mail of the outbox failed; it will be retried');
}

// Issue 25: while the mail server cannot be reached, every mail failed in turn and backed off
// (30 s doubling), so after an 8.5-minute outage the last ones waited minutes more. Now such a
// failure is the server's: the mail goes back in line, due at once and with no attempt counted,
// and the round stops. The worker's next round (every 10 s) tries the oldest due mail again; it
// is the probe, and the first round it succeeds in sends the whole backlog.
async function putBack(db: Db, row: OutboxRow, error: MailServerUnavailableError, now: Date) {
  await db
    .update(mailOutbox)
    .set({ next_attempt_at: now, claimed_at: null, last_error: error.message.slice(0, 1000) })
    .where(eq(mailOutbox.id, row.id));
}

/**
 * Sends the due, unsent mails one by one, oldest first. A mail the server refuses is rescheduled
 * with exponential backoff and given up after OUTBOX_MAX_ATTEMPTS; when the server itself cannot
 * be reached, the mail keeps its place and the round stops (`unavailable`).
 */
export async function deliverOutbox(
  db: Db,
  mailer: Mailer,
  now: () => Date,
  log?: Logger,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (let round = 0; round < OUTBOX_ROUND_LIMIT; round += 1) {
    const claim = await claimNext(db, now());
    if (!claim) return report;
    const { row } = claim;
    if (claim.kind !== 'send') {
      report.inDoubt = (report.inDoubt ?? 0) + 1;
      const context = { outbox_id: row.id, to: row.to_address, message_id: row.message_id };
      if (claim.kind === 'in-doubt')
        log?.warn(context, 'an e-mail of the outbox may have been sent before a crash; in doubt');
      else log?.error(context, 'an e-mail of the outbox was in doubt twice; giving up');
      continue;
    }
    try {
      await mailer.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        ...(row.attachments?.length ? { attachments: row.attachments } : {}),
        ...(row.headers ? { headers: row.headers } : {}),
        ...(row.message_id ? { messageId: row.message_id } : {}),
      });
    } catch (error) {
      if (error instanceof MailServerUnavailableError) {
        await putBack(db, row, error, now());
        log?.warn({ err: error, outbox_id: row.id }, 'the mail server is unavailable; will retry');
        report.unavailable = true;
        return report;
      }
      await recordFailure(db, row, error, now(), log);
      report.failed += 1;
      continue;
    }
    await db
      .update(mailOutbox)
      .set({
        sent_at: now(),
        claimed_at: null,
        attempts: sql`${mailOutbox.attempts} + 1`,
        last_error: null,
      })
      .where(eq(mailOutbox.id, row.id));
    report.sent += 1;
  }
  report.more = true;
  return report;
}
