// @postgres: locking (a deliverer dying mid-send: its lease and the next claim)
import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { mailOutbox } from '@/lib/db/schema';
import type { MailMessage, Mailer } from '@/lib/mail';
import {
  deliverOutbox,
  OUTBOX_IN_DOUBT_DELAY_MS,
  OUTBOX_LEASE_MS,
  OUTBOX_MAX_ATTEMPTS,
  outboxRows,
} from '@/lib/mail/outbox';
import { readOutboxCounts } from '@/lib/mail/outbox-counts';

import { testApiForFile } from './helpers/test-api';

// Issue 48 "Loose ends": a mail's Message-ID is fixed when it is queued and sent on every retry;
// a mail its deliverer died sending (the server took it, the row was never marked sent) is not
// sent again blindly: in doubt, it goes once more after a delay with the same Message-ID, and the
// console's outbox tile counts it.

const api = testApiForFile();
const MINUTE = 60_000;

/** A mailer that hands the mail to the "server", then never returns: the process died there. */
function dyingMailer(sent: MailMessage[]): Mailer {
  return {
    send: (message) => {
      sent.push(message);
      return new Promise<void>(() => {});
    },
  };
}

const recording = (sent: MailMessage[]): Mailer => ({
  send: async (message) => void sent.push(message),
});

async function queue(to: string) {
  const mail = { to, subject: 'Your enquiry', text: 'Received.', html: '<p>Received.</p>' };
  const [row] = await api.db
    .insert(mailOutbox)
    .values(outboxRows([mail], api.services.now()))
    .returning();
  return row!;
}

const rowOf = async (id: number) =>
  (await api.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

describe('the Message-ID and mails in doubt after a crash', () => {
  beforeEach(async () => {
    // Earlier tests' mails out of the way: sent.
    await deliverOutbox(api.db, recording([]), api.services.now);
  });

  it('fixes the Message-ID when the mail is queued and sends it on every retry', async () => {
    const row = await queue('retry@example.jo');
    expect(row.message_id).toMatch(/^<[0-9a-f-]{36}@[a-z0-9.-]+>$/);
    const refusing: Mailer = {
      send: async () => {
        throw new Error('450 mailbox busy');
      },
    };
    const tried: MailMessage[] = [];
    await deliverOutbox(
      api.db,
      { send: (m) => (tried.push(m), refusing.send(m)) },
      api.services.now,
    );
    api.services.clock.advance(5 * MINUTE);
    const sent: MailMessage[] = [];
    await deliverOutbox(api.db, recording(sent), api.services.now);
    expect(tried.map((mail) => mail.messageId)).toEqual([row.message_id]);
    expect(sent.map((mail) => mail.messageId)).toEqual([row.message_id]);
  });

  it('a crash between sending and marking costs one extra send at most, same Message-ID', async () => {
    const row = await queue('crash@example.jo');
    const server: MailMessage[] = [];
    // The deliverer dies once the server has the mail: the row stays claimed, never marked sent.
    void deliverOutbox(api.db, dyingMailer(server), api.services.now);
    await expect.poll(() => server.length).toBe(1);
    expect((await rowOf(row.id)).sent_at).toBeNull();

    // After the lease, the next deliverer finds it claimed: in doubt, not sent again now.
    api.services.clock.advance(OUTBOX_LEASE_MS + MINUTE);
    const report = await deliverOutbox(api.db, recording(server), api.services.now);
    expect(report).toMatchObject({ sent: 0, inDoubt: 1 });
    expect(server).toHaveLength(1);
    const doubted = await rowOf(row.id);
    expect(doubted.in_doubt_at).not.toBeNull();
    expect(doubted.claimed_at).toBeNull();
    expect(await readOutboxCounts(api.db)).toMatchObject({ inDoubt: 1, inDoubtWaiting: 1 });

    // Not before the delay…
    api.services.clock.advance(OUTBOX_IN_DOUBT_DELAY_MS - 2 * MINUTE);
    await deliverOutbox(api.db, recording(server), api.services.now);
    expect(server).toHaveLength(1);
    // …then once more, with the Message-ID it was queued with, and marked sent.
    api.services.clock.advance(3 * MINUTE);
    expect(await deliverOutbox(api.db, recording(server), api.services.now)).toMatchObject({
      sent: 1,
    });
    expect(server.map((mail) => mail.messageId)).toEqual([row.message_id, row.message_id]);
    expect((await rowOf(row.id)).sent_at).not.toBeNull();
    api.services.clock.advance(OUTBOX_IN_DOUBT_DELAY_MS * 4);
    await deliverOutbox(api.db, recording(server), api.services.now);
    expect(server).toHaveLength(2);
    expect(await readOutboxCounts(api.db)).toMatchObject({ inDoubt: 1, inDoubtWaiting: 0 });
  });

  it('a second crash while in doubt gives the mail up instead of sending it a third time', async () => {
    const row = await queue('twice@example.jo');
    const server: MailMessage[] = [];
    void deliverOutbox(api.db, dyingMailer(server), api.services.now);
    await expect.poll(() => server.length).toBe(1);
    api.services.clock.advance(OUTBOX_LEASE_MS + MINUTE);
    await deliverOutbox(api.db, recording([]), api.services.now);
    api.services.clock.advance(OUTBOX_IN_DOUBT_DELAY_MS + MINUTE);
    void deliverOutbox(api.db, dyingMailer(server), api.services.now);
    await expect.poll(() => server.length).toBe(2);
    api.services.clock.advance(OUTBOX_LEASE_MS + MINUTE);
    expect(await deliverOutbox(api.db, recording(server), api.services.now)).toMatchObject({
      sent: 0,
      inDoubt: 1,
    });
    api.services.clock.advance(OUTBOX_IN_DOUBT_DELAY_MS * 4);
    await deliverOutbox(api.db, recording(server), api.services.now);
    expect(server.map((mail) => mail.messageId)).toEqual([row.message_id, row.message_id]);
    const given = await rowOf(row.id);
    expect(given.sent_at).toBeNull();
    expect(given.attempts).toBe(OUTBOX_MAX_ATTEMPTS);
    expect(given.last_error).toMatch(/in doubt twice/);
  });

  it('gives a mail queued without a Message-ID one at its first claim, and keeps it', async () => {
    const row = await queue('legacy@example.jo');
    await api.db.update(mailOutbox).set({ message_id: null }).where(eq(mailOutbox.id, row.id));
    const refusing: Mailer = {
      send: async () => {
        throw new Error('450 mailbox busy');
      },
    };
    await deliverOutbox(api.db, refusing, api.services.now);
    const { message_id: given } = await rowOf(row.id);
    expect(given).toMatch(/^<.+@.+>$/);
    api.services.clock.advance(5 * MINUTE);
    const sent: MailMessage[] = [];
    await deliverOutbox(api.db, recording(sent), api.services.now);
    expect(sent.map((mail) => mail.messageId)).toEqual([given]);
    const rows = await api.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [row.id]));
    expect(rows[0]?.sent_at).not.toBeNull();
  });
});
