import { eq, isNull } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { connect, migrate, type Connection } from '@/lib/db/connect';
import { mailOutbox } from '@/lib/db/schema';
import { deliverOutbox, outboxRows } from '@/lib/mail/outbox';
import { createOutboxWorker } from '@/lib/mail/outbox-worker';
import type { MailMessage } from '@/lib/mail/types';

import { createPostgresDatabase } from '../api/helpers/test-api';

const MAILS = 20;
const silent = pino({ level: 'silent' });

// Issue 30: several instances each run the outbox worker on one database. Runs only in the
// api-postgres project (TEST_DATABASE_URL): two pools are two instances' connections.
describe('two instances delivering one outbox at once', () => {
  let database: { url: string; drop: () => Promise<void> };
  const instances: Connection[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    for (let index = 0; index < 2; index += 1) {
      instances.push(await connect({ databaseUrl: database.url, pgliteDir: '' }));
    }
    await migrate(instances[0]!);
  });

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await database?.drop();
  });

  it('hand each of 20 mails to the mailer exactly once', async () => {
    const messages: MailMessage[] = Array.from({ length: MAILS }, (_, index) => ({
      to: `member${index}@example.jo`,
      subject: `Mail ${index}`,
      text: `Body ${index}`,
      html: `<p>Body ${index}</p>`,
    }));
    await instances[0]!.db.insert(mailOutbox).values(outboxRows(messages, new Date()));

    // Each instance's mailer takes a moment per mail, so both rounds run side by side.
    const handed: { instance: number; to: string }[] = [];
    const workers = instances.map((instance, index) =>
      createOutboxWorker(
        () =>
          deliverOutbox(
            instance.db,
            {
              send: async (message) => {
                handed.push({ instance: index, to: message.to });
                await new Promise((resolve) => setTimeout(resolve, 15));
              },
            },
            () => new Date(),
            silent,
          ),
        silent,
        60_000,
      ),
    );
    try {
      for (const worker of workers) worker.kick();
      await Promise.all(workers.map((worker) => worker.idle()));
    } finally {
      for (const worker of workers) worker.stop();
    }

    const addresses = handed.map((mail) => mail.to).sort();
    expect(addresses).toEqual(messages.map((message) => message.to).sort());
    // Both took part: the rows were shared out, not sent by one while the other waited.
    expect(new Set(handed.map((mail) => mail.instance))).toEqual(new Set([0, 1]));
    const unsent = await instances[1]!.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(isNull(mailOutbox.sent_at));
    expect(unsent).toEqual([]);
    const resent = await instances[1]!.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.attempts, 2));
    expect(resent).toEqual([]);
  });
});
