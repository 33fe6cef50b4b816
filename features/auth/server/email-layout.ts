import 'server-only';

import type { Locale } from '@/lib/i18n/routing';
import type { MailMessage } from '@/lib/mail';
import {
  button,
  escapeHtml,
  GREEN,
  LINE,
  type MailAction,
  MUTED,
  paragraph,
  renderMail,
} from '@/lib/mail/email-layout';

export type EmailContent = {
  to: string;
  locale: Locale;
  portal: string;
  subject: string;
  greeting: string;
  intro: string[];
  action: MailAction;
  notes: string[];
  linkHint: string;
  signature: string;
};

const text = (value: string) => paragraph(escapeHtml(value));

/** An account e-mail: greeting, a button with the link, notes, and the link written out. */
export function renderEmail(mail: EmailContent): MailMessage {
  const url = escapeHtml(mail.action.url);
  return renderMail({
    ...mail,
    body: [
      text(mail.greeting),
      mail.intro.map(text).join('\n'),
      button(mail.action),
      mail.notes.map(text).join('\n'),
      text(mail.signature),
      `<hr style="border:none;border-top:1px solid ${LINE};margin:24px 0;">`,
      `<p style="margin:0;font-size:13px;color:${MUTED};">${escapeHtml(mail.linkHint)}<br><a href="${url}" dir="ltr" style="color:${GREEN};word-break:break-all;">${url}</a></p>`,
    ],
    text: [
      mail.greeting,
      ...mail.intro,
      `${mail.action.label}: ${mail.action.url}`,
      ...mail.notes,
      mail.signature,
    ],
  });
}
