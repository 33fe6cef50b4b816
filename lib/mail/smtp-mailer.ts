import 'server-only';
import nodemailer from 'nodemailer';

import type { Mailer } from './types';

/** Production delivery through the SMTP server of SMTP_URL. */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
