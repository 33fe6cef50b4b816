import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createFileMailer } from '@/lib/mail/file-mailer';
import { outboxRows } from '@/lib/mail/outbox';

// Issue 39: a mail's extra headers (the alerts' RFC 8058 one-click unsubscribe) are kept in the
// outbox row and written into the message.

const headers = {
  'List-Unsubscribe': '<https://portal.test/api/alerts/unsubscribe?token=abc_123>',
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
};
const message = {
  to: 'rania@example.jo',
  subject: 'Your alerts',
  text: 'Two new trade leads.',
  html: '<p>Two new trade leads.</p>',
  headers,
};

describe('mail headers', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mail-headers-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('are kept in the outbox row, and left out of a mail without any', () => {
    const now = new Date('2026-11-21T09:00:00Z');
    expect(outboxRows([message], now)[0]?.headers).toEqual(headers);
    expect(outboxRows([{ ...message, headers: undefined }], now)[0]).not.toHaveProperty('headers');
  });

  it('are written into the message the file mailer stores', async () => {
    const log = pino({ level: 'silent' });
    await createFileMailer({ dir, from: 'Portal <no-reply@portal.test>', log }).send(message);
    const [file] = await readdir(dir);
    // A long header is folded onto the next line (RFC 5322); unfolded, it reads as it was given.
    const eml = (await readFile(path.join(dir, file!), 'utf8')).replace(/\r?\n[ \t]+/g, ' ');
    expect(eml).toContain(
      'List-Unsubscribe: <https://portal.test/api/alerts/unsubscribe?token=abc_123>',
    );
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});
