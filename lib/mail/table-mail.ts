import { withoutBidiControls } from '@/lib/i18n/bidi-controls';
import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';

import {
  button,
  direction,
  escapeHtml,
  LINE,
  type MailAction,
  multiline,
  paragraph,
  renderMail,
} from './email-layout';
import type { MailMessage } from './types';

// Mails around a table of labelled values (a message relayed, an enquiry sent, an event joined).

export type MailRow = [label: string, value: string];

/**
 * The rows as a table in the mail's direction, `style` added to the table's. A value as written
 * takes its own direction ("Petra Olive Foods Co." keeps its full stop at its end in Arabic), its
 * own bidi controls removed (issue 48).
 */
export function mailTable(rows: readonly MailRow[], locale: Locale, style = ''): string {
  const { dir, align } = direction(locale);
  const cell = `padding:8px;border-bottom:1px solid ${LINE};vertical-align:top;text-align:${align};`;
  const lines = rows.map(
    ([label, value]) =>
      `<tr><th scope="row" style="${cell}font-weight:bold;width:35%;">${escapeHtml(label)}</th><td dir="auto" style="${cell}">${multiline(withoutBidiControls(value))}</td></tr>`,
  );
  return [
    `<table cellpadding="0" cellspacing="0" dir="${dir}" style="width:100%;border-collapse:collapse;font-size:15px;${style}">`,
    lines.join('\n'),
    '</table>',
  ].join('\n');
}

/** The rows as the plain-text version's lines, "label: value". */
export const mailRowLines = (rows: readonly MailRow[], locale: Locale) =>
  rows.map(([label, value]) => `${label}: ${isolate(value, locale)}`);

/** A paragraph of text, its line breaks kept. */
export const mailText = (value: string) => paragraph(multiline(value));

export type TableMailContent = {
  to: string;
  locale: Locale;
  portal: string;
  subject: string;
  paragraphs: string[];
  rows: MailRow[];
  /** Paragraphs after the table (what happens next). */
  after: string[];
  action?: MailAction;
  signature: string;
};

/** Paragraphs, the table of its rows (empty ones left out), what happens next, an optional button. */
export function renderTableMail(mail: TableMailContent): MailMessage {
  const rows = mail.rows.filter(([, value]) => value !== '');
  return renderMail({
    ...mail,
    body: [
      mail.paragraphs.map(mailText).join('\n'),
      mailTable(rows, mail.locale, 'margin:0 0 16px;'),
      mail.after.map(mailText).join('\n'),
      mail.action ? button(mail.action) : '',
      mailText(mail.signature),
    ],
    text: [
      ...mail.paragraphs,
      mailRowLines(rows, mail.locale).join('\n'),
      ...mail.after,
      ...(mail.action ? [`${mail.action.label}: ${mail.action.url}`] : []),
      mail.signature,
    ],
  });
}
