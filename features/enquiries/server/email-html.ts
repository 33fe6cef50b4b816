import 'server-only';

import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';
import type { MailMessage } from '@/lib/mail';
import {
  button,
  direction,
  escapeHtml,
  LINE,
  type MailAction,
  multiline,
  paragraph,
  renderMail,
} from '@/lib/mail/email-layout';

export type EnquiryEmailContent = {
  to: string;
  locale: Locale;
  portal: string;
  subject: string;
  paragraphs: string[];
  heading: string;
  rows: [label: string, value: string][];
  action?: MailAction;
  signature: string;
};

const text = (value: string) => paragraph(multiline(value));

/** An enquiry e-mail: paragraphs, a table of what was sent, an optional button, in one language. */
export function renderEnquiryEmail(mail: EnquiryEmailContent): MailMessage {
  const { dir, align } = direction(mail.locale);
  const cell = `padding:8px;border-bottom:1px solid ${LINE};vertical-align:top;text-align:${align};`;
  const rows = mail.rows.map(
    ([label, value]) =>
      // A value as the member wrote it takes its own direction ("Petra Olive Foods Co." keeps its
      // full stop at its end in an Arabic mail).
      `<tr><th scope="row" style="${cell}font-weight:bold;width:35%;">${escapeHtml(label)}</th><td dir="auto" style="${cell}">${multiline(value)}</td></tr>`,
  );
  return renderMail({
    ...mail,
    body: [
      mail.paragraphs.map(text).join('\n'),
      `<h2 style="font-size:18px;margin:24px 0 8px;">${escapeHtml(mail.heading)}</h2>`,
      `<table cellpadding="0" cellspacing="0" dir="${dir}" style="width:100%;border-collapse:collapse;font-size:15px;">`,
      rows.join('\n'),
      '</table>',
      mail.action ? button(mail.action) : '',
      text(mail.signature),
    ],
    text: [
      ...mail.paragraphs,
      [
        mail.heading,
        ...mail.rows.map(([label, value]) => `${label}: ${isolate(value, mail.locale)}`),
      ].join('\n'),
      ...(mail.action ? [`${mail.action.label}: ${mail.action.url}`] : []),
      mail.signature,
    ],
  });
}
