import 'server-only';
import { and, asc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';

import { mailOutbox } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { MailMessage, Mailer } from './types';

export const OUTBOX_BASE_DELAY_MS = 30_000;
export const OUTBOX_MAX_DELAY_MS = 60 * 60_000;
export const OUTBOX_MAX_ATTEMPTS = 10;
// A claimed row is hidden from other deliverers this long, so a crash in the middle of a send
// delays that mail instead of losing it.
export const OUTBOX_LEASE_MS = 10 * 60_000;
const ROUND_LIMIT = 100;

type OutboxRow = typeof mailOutbox.$inferSelect;
export type DeliveryReport = { sent: number; failed: number };

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
    next_attempt_at: now,
    created_at: now,
  }));
}

// One statement takes the oldest due row and leases it; SKIP LOCKED lets a second deliverer (another
// process or instance) take the next row instead of waiting, and the re-checked WHERE keeps it from
// taking a row that was just sent.
async function claimNext(db: Db, now: Date): Promise<OutboxRow | undefined> {
  const due = and(
    isNull(mailOutbox.sent_at),
    lt(mailOutbox.attempts, OUTBOX_MAX_ATTEMPTS),
    lte(mailOutbox.next_attempt_at, now),
  );
  const next = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(due)
    .orderBy(asc(mailOutbox.next_attempt_at), asc(mailOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({ next_attempt_at: new Date(now.getTime() + OUTBOX_LEASE_MS) })
    // `= (scalar subquery)` runs the subquery once; `IN (…)` may be re-run per row and claim many.
    .where(and(eq(mailOutbox.id, sql`(${next})`), due))
    .returning();
  return row;
}

async function recordFailure(db: Db, row: OutboxRow, error: unknown, now: Date, log?: Logger) {
  const attempts = row.attempts + 1;
  const message = error instanceof Error ? error.message : String(error);
  await db
    .update(mailOutbox)
    .set({
      attempts,
      last_error: message.slice(0, 1000),
      next_attempt_at: new Date(now.getTime() + retryDelayMs(row.attempts)),
    })
    .where(eq(mailOutbox.id, row.id));
  const context = { err: error, outbox_id: row.id, to: row.to_address, attempts };
  if (attempts >= OUTBOX_MAX_ATTEMPTS) log?.error(context, 'giving up on an e-mail of the outbox');
  else log?.warn(context, 'an e-mail of the outbox failed; it will be retried');
}

/** Sends the due, unsent mails one by one; a failure is rescheduled with exponential backoff. */
export async function deliverOutbox(
  db: Db,
  mailer: Mailer,
  now: () => Date,
  log?: Logger,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (let round = 0; round < ROUND_LIMIT; round += 1) {
    const row = await claimNext(db, now());
    if (!row) break;
    try {
      await mailer.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
      });
    } catch (error) {
      await recordFailure(db, row, error, now(), log);
      report.failed += 1;
      continue;
    }
    await db
      .update(mailOutbox)
      .set({ sent_at: now(), attempts: sql`${mailOutbox.attempts} + 1`, last_error: null })
      .where(eq(mailOutbox.id, row.id));
    report.sent += 1;
  }
  return report;
}
