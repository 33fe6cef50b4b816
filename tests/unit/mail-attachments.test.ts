import { describe, expect, it } from 'vitest';

import { outboxRows } from '@/lib/mail/outbox';

import { writtenByFileMailer } from './helpers/file-mail';

// Issue 27: a mail may carry files (an event's .ics); the outbox keeps them with the mail and the
// mailers send them as attachments.

const calendar =
  'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY:معرض\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
const message = {
  to: 'rania@example.jo',
  subject: 'You have joined Gulfood 2027',
  text: 'Thank you.',
  html: '<p>Thank you.</p>',
  attachments: [
    { filename: 'event-9.ics', content: calendar, contentType: 'text/calendar; charset=utf-8' },
  ],
};

describe('mail attachments', () => {
  it('are stored with the mail in the outbox, and none is stored as null', () => {
    const now = new Date('2026-11-21T09:00:00Z');
    const [withFile, without] = outboxRows([message, { ...message, attachments: undefined }], now);
    expect(withFile?.attachments).toEqual(message.attachments);
    expect(without?.attachments).toBeNull();
  });

  it('are written into the .eml as a text/calendar part with its file name', async () => {
    const { eml } = await writtenByFileMailer(message);
    expect(eml).toContain('multipart/mixed');
    expect(eml).toMatch(/Content-Type: text\/calendar; charset=utf-8; name=event-9\.ics/);
    expect(eml).toMatch(/Content-Disposition: attachment; filename=event-9\.ics/);
    const encoded = /filename=event-9\.ics\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
      eml,
    );
    const body = eml.includes('Content-Transfer-Encoding: base64')
      ? Buffer.from(encoded?.[1]?.replace(/\s/g, '') ?? '', 'base64').toString('utf8')
      : eml;
    expect(body).toContain('SUMMARY:معرض');
  });
});
