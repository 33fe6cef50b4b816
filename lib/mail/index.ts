import 'server-only';
import path from 'node:path';

import { getConfig } from '@/lib/config';
import { getLogger } from '@/lib/logger';

import { createFileMailer } from './file-mailer';
import { createSmtpMailer } from './smtp-mailer';
import type { Mailer } from './types';

export type { MailAttachment, MailMessage, Mailer } from './types';
export { MailServerUnavailableError } from './types';

let instance: Mailer | undefined;

/** SMTP when SMTP_URL is set, else .eml files in $DATA_DIR/mail. */
export function getMailer(): Mailer {
  if (instance) return instance;
  const config = getConfig();
  instance = config.SMTP_URL
    ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM })
    : createFileMailer({
        dir: path.resolve(config.DATA_DIR, 'mail'),
        from: config.MAIL_FROM,
        log: getLogger(),
      });
  return instance;
}
