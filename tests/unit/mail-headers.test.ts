import { describe, expect, it } from 'vitest';

import { outboxRows } from '@/lib/mail/outbox';

import { writtenByFileMailer } from './helpers/file-mail';

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
  it('are kept in the outbox row, and left out of a mail without any', () => {
    const now = new Date('2026-11-21T09:00:00Z');
    expect(outboxRows([message], now)[0]?.headers).toEqual(headers);
    expect(outboxRows([{ ...message, headers: undefined }], now)[0]).not.toHaveProperty('headers');
  });

  it('are written into the message the file mailer stores', async () => {
    // A long header is folded onto the next line (RFC 5322); unfolded, it reads as it was given.
    const eml = (await writtenByFileMailer(message)).eml.replace(/\r?\n[ \t]+/g, ' ');
    expect(eml).toContain(
      'List-Unsubscribe: <https://portal.test/api/alerts/unsubscribe?token=abc_123>',
    );
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});
