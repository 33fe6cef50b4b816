import type { AddressInfo } from 'node:net';

import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSmtpMailer } from '@/lib/mail/smtp-mailer';
import { MailServerUnavailableError } from '@/lib/mail/types';

import { writtenByFileMailer } from './helpers/file-mail';

const message = {
  to: 'lina@example.jo',
  subject: 'تأكيد البريد الإلكتروني',
  text: 'Open http://localhost:3000/ar/auth/verify/1.2.abc to verify.',
  html: '<p dir="rtl">افتح الرابط</p>',
};

describe('file mailer (the embedded default)', () => {
  it('writes one .eml per message, named after its recipient, and logs its links', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const { files, eml } = await writtenByFileMailer(message, log);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/lina@example\.jo-[0-9a-f]{6}\.eml$/);
    expect(eml).toContain('To: lina@example.jo');
    expect(eml).toContain('multipart/alternative');
    expect(lines.join('')).toContain('http://localhost:3000/ar/auth/verify/1.2.abc');
  });
});

describe('SMTP mailer (SMTP_URL)', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let port: number;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('nobody@')) {
          return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        }
        return callback();
      },
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message to the SMTP server', async () => {
    await createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'Portal <no-reply@portal.test>',
    }).send(message);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: lina@example.jo');
    expect(received[0]).toContain('From: Portal <no-reply@portal.test>');
  });

  it('tells a refusal of the message from a server that cannot be reached (issue 25)', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'Portal <no-reply@portal.test>',
    });
    const refused = mailer.send({ ...message, to: 'nobody@example.jo' });
    await expect(refused).rejects.toThrow(/550|Mailbox unavailable/);
    await expect(refused).rejects.not.toBeInstanceOf(MailServerUnavailableError);

    const closed = createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'p@portal.test' });
    await expect(closed.send(message)).rejects.toBeInstanceOf(MailServerUnavailableError);
  });
});
