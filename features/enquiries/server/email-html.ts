import 'server-only';

import type { Locale } from '@/lib/i18n/routing';
import type { MailMessage } from '@/lib/mail';
import { button, escapeHtml, type MailAction, renderMail } from '@/lib/mail/email-layout';
import { mailRowLines, mailTable, mailText, type MailRow } from '@/lib/mail/table-mail';

export type EnquiryEmailContent = {
  to: string;
  locale: Locale;
  portal: string;
  subject: string;
  paragraphs: string[];
  heading: string;
  rows: MailRow[];
  action?: MailAction;
  signature: string;
};

/** An enquiry e-mail: paragraphs, a table of what was sent, an optional button, in one language. */
export function renderEnquiryEmail(mail: EnquiryEmailContent): MailMessage {
  return renderMail({
    ...mail,
    body: [
      mail.paragraphs.map(mailText).join('\n'),
      `<h2 style="font-size:18px;margin:24px 0 8px;">${escapeHtml(mail.heading)}</h2>`,
      mailTable(mail.rows, mail.locale),
      mail.action ? button(mail.action) : '',
      mailText(mail.signature),
    ],
    text: [
      ...mail.paragraphs,
      [mail.heading, ...mailRowLines(mail.rows, mail.locale)].join('\n'),
      ...(mail.action ? [`${mail.action.label}: ${mail.action.url}`] : []),
      mail.signature,
    ],
  });
}
