import 'server-only';
import nodemailer from 'nodemailer';

import { MailServerUnavailableError, type Mailer } from './types';

// Failures of the connection or of the server as a whole, before any message was refused: the
// connection closed, reset or timed out, a DNS or TLS failure, "421 service not available", our
// credentials refused or missing, a proxy that failed. A refusal of the message itself (a 4xx or
// 5xx answer to its sender, recipients or content) is the message's.
const SERVER_CODES = new Set([
  'ECONNECTION',
  'ESOCKET',
  'ETIMEDOUT',
  'EDNS',
  'ETLS',
  'EAUTH',
  'ENOAUTH',
  'EPROXY',
]);

type SmtpError = { code?: unknown; responseCode?: unknown; message?: unknown };

/** Whether an error of nodemailer says the server, not the message, is the problem. */
export function isServerUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, responseCode } = error as SmtpError;
  return responseCode === 421 || (typeof code === 'string' && SERVER_CODES.has(code));
}

// One pooled connection, reused from mail to mail while a round sends (the outbox sends one at a
// time) and closed after a second without mail: a backlog of 23 goes out in about 0.4 s instead
// of 3 s with a connection each (issue 25), and no connection outlives the work.
const POOL = { pool: true, maxConnections: 1, idleTimeout: 1_000 } as const;

/** Production delivery through the SMTP server of SMTP_URL. */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({ url: options.url, ...POOL });
  return {
    async send(message) {
      try {
        await transport.sendMail({ from: options.from, ...message });
      } catch (error) {
        if (!isServerUnavailable(error)) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        throw new MailServerUnavailableError(`the mail server is unavailable: ${reason}`, {
          cause: error,
        });
      }
    },
  };
}
