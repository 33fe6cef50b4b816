import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

import type { Mailer } from './types';

const LINK = /https?:\/\/[^\s<>"]+/g;

/** The embedded default: each message becomes an .eml file, and a log line carries its links. */
export function createFileMailer(options: { dir: string; from: string; log: Logger }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const to = message.to.toLowerCase().replace(/[^a-z0-9@._-]/g, '_');
      const file = path.join(options.dir, `${stamp}-${to}-${randomBytes(3).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info(
        {
          mail: { to: message.to, subject: message.subject, file, links: message.text.match(LINK) },
        },
        'mail written',
      );
    },
  };
}
