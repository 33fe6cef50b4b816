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

export type RelayMailContent = {
  to: string;
  locale: Locale;
  portal: string;
  subject: string;
  paragraphs: string[];
  rows: [label: string, value: string][];
  /** Paragraphs after the table (what happens next). */
  after: string[];
  action?: MailAction;
  signature: string;
};

const text = (value: string) => paragraph(multiline(value));

/** A relay e-mail: paragraphs, a table of the message, what happens next, an optional button. */
export function renderRelayEmail(mail: RelayMailContent): MailMessage {
  const { dir, align } = direction(mail.locale);
  const cell = `padding:8px;border-bottom:1px solid ${LINE};vertical-align:top;text-align:${align};`;
  const rows = mail.rows
    .filter(([, value]) => value !== '')
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="${cell}font-weight:bold;width:35%;">${escapeHtml(label)}</th><td dir="auto" style="${cell}">${multiline(value)}</td></tr>`,
    );
  return renderMail({
    ...mail,
    body: [
      mail.paragraphs.map(text).join('\n'),
      `<table cellpadding="0" cellspacing="0" dir="${dir}" style="width:100%;border-collapse:collapse;font-size:15px;margin:0 0 16px;">`,
      rows.join('\n'),
      '</table>',
      mail.after.map(text).join('\n'),
      mail.action ? button(mail.action) : '',
      text(mail.signature),
    ],
    text: [
      ...mail.paragraphs,
      mail.rows
        .filter(([, value]) => value !== '')
        .map(([label, value]) => `${label}: ${isolate(value, mail.locale)}`)
        .join('\n'),
      ...mail.after,
      ...(mail.action ? [`${mail.action.label}: ${mail.action.url}`] : []),
      mail.signature,
    ],
  });
}
