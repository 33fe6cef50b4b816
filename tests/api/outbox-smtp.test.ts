import { createServer, type AddressInfo } from 'node:net';

import { isNull, like } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { mailOutbox } from '@/lib/db/schema';
import { deliverOutbox, outboxRows } from '@/lib/mail/outbox';
import { createOutboxWorker, OUTBOX_INTERVAL_MS } from '@/lib/mail/outbox-worker';
import { createSmtpMailer } from '@/lib/mail/smtp-mailer';
import { MailServerUnavailableError, type Mailer } from '@/lib/mail/types';

import { testApiForFile } from './helpers/test-api';

// Issue 25, item 7: after the SMTP server came back from an 8.5-minute outage, the 23 queued
// e-mails took 7 min 41 s to go out, each having backed off (30 s doubling) through the outage.
// Now a mail the server could not even be asked about keeps its place without counting an
// attempt, the worker's next round tries again, and the first that gets through sends the rest.
// A real SMTP server (smtp-server): first nobody listens (connection refused), then it answers
// "421 service not available", then it accepts; the worker runs with its production interval.

const api = testApiForFile();
const log = pino({ level: 'silent' });
const BACKLOG = 23;

/** A port nobody listens on (yet). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('a mail backlog after an SMTP outage', () => {
  let smtp: SMTPServer | undefined;
  afterAll(() => new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve())));

  it(`drains within one round of the server coming back, each of ${BACKLOG} mails exactly once`, async () => {
    await deliverOutbox(api.db, { send: async () => {} }, () => new Date()); // the seed's mails
    const port = await freePort();
    const smtpMailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'Jordan Exports <no-reply@portal.test>',
    });
    const unavailable: MailServerUnavailableError[] = [];
    const mailer: Mailer = {
      send: async (message) => {
        try {
          await smtpMailer.send(message);
        } catch (error) {
          if (error instanceof MailServerUnavailableError) unavailable.push(error);
          throw error;
        }
      },
    };
    const messages = Array.from({ length: BACKLOG }, (_, index) => ({
      to: `backlog${index}@example.jo`,
      subject: `Backlog ${index}`,
      text: `Mail ${index} of the backlog`,
      html: `<p>Mail ${index} of the backlog</p>`,
    }));
    await api.db.insert(mailOutbox).values(outboxRows(messages, new Date()));
    const worker = createOutboxWorker(
      () => deliverOutbox(api.db, mailer, () => new Date(), log),
      log,
    );
    try {
      // The outage, part 1: nobody listens. Each round (an enquiry's kick here, the timer in
      // production) tries the oldest mail once and stops.
      for (let round = 1; round <= 5; round += 1) {
        worker.kick();
        await worker.idle();
        expect(unavailable).toHaveLength(round);
      }
      expect(unavailable[0]!.message).toMatch(/ECONNREFUSED|connect/i);

      // Part 2: the server is up but refuses service (421).
      const received: string[] = [];
      const receivedAt: number[] = [];
      let accepting = false;
      let refusals = 0;
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onConnect(_session, callback) {
          if (accepting) return callback();
          refusals += 1;
          return callback(Object.assign(new Error('Service not available'), { responseCode: 421 }));
        },
        onData(stream, _session, callback) {
          let data = '';
          stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
          stream.on('end', () => {
            received.push(data);
            receivedAt.push(performance.now());
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp!.listen(port, '127.0.0.1', resolve));
      for (let round = 1; round <= 3; round += 1) {
        worker.kick();
        await worker.idle();
      }
      expect(refusals).toBe(3);
      expect(unavailable).toHaveLength(8);

      // Through it all, no mail went out, none counted an attempt, none was given up.
      const waiting = await api.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.subject, 'Backlog %'));
      expect(waiting).toHaveLength(BACKLOG);
      for (const row of waiting) {
        expect(row.sent_at).toBeNull();
        expect(row.attempts).toBe(0);
      }
      expect(waiting.filter((row) => row.last_error?.includes('unavailable')).length).toBe(8);

      // The server is back: the worker's own timer (every 10 s) sends the whole backlog.
      accepting = true;
      const back = performance.now();
      await vi.waitFor(() => expect(received).toHaveLength(BACKLOG), {
        timeout: OUTBOX_INTERVAL_MS + 20_000,
        interval: 50,
      });
      const drainedMs = performance.now() - back;
      await worker.idle();
      const sendingMs = receivedAt.at(-1)! - receivedAt[0]!;
      console.info(
        `${BACKLOG} queued mails drained ${Math.round(drainedMs)} ms after the SMTP server came back ` +
          `(the worker's next round at most ${OUTBOX_INTERVAL_MS / 1000} s later, then ${Math.round(sendingMs)} ms of sending)`,
      );
      expect(drainedMs).toBeLessThan(60_000);

      // Exactly once: each recipient got one mail, every row is sent after one counted attempt,
      // and later rounds send nothing again.
      const recipients = received.map((data) => /^To: (\S+)/m.exec(data)?.[1]);
      expect(new Set(recipients).size).toBe(BACKLOG);
      worker.kick();
      await worker.idle();
      expect(received).toHaveLength(BACKLOG);
      const rows = await api.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.subject, 'Backlog %'));
      expect(rows.every((row) => row.sent_at !== null && row.attempts === 1)).toBe(true);
      expect(await api.db.select().from(mailOutbox).where(isNull(mailOutbox.sent_at))).toEqual([]);
    } finally {
      worker.stop();
    }
  });
});
