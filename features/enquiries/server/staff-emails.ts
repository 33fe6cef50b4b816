import 'server-only';

import { fullTranslator } from '@/lib/api/translate';
import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';
import type { MailMessage } from '@/lib/mail';
import {
  button,
  escapeHtml,
  LINE,
  multiline,
  paragraph,
  portalUrl,
  renderMail,
} from '@/lib/mail/email-layout';

export type StaffMailInput = {
  enquiryId: number;
  enqType: number;
  member: { name: string; email: string; locale: Locale };
  siteUrl: string;
};

const nameOf = (t: ReturnType<typeof fullTranslator>, group: 'types' | 'status', code: number) => {
  const key = `Enquiries.${group}.${code}`;
  return t.has(key as never) ? t(key as never) : String(code);
};

function memberMail(
  input: StaffMailInput,
  subject: string,
  intro: string,
  quoted: string | null,
): MailMessage {
  const { locale } = input.member;
  const t = fullTranslator(locale);
  const portal = t('Metadata.portalName');
  const greeting = t('Emails.greeting', { name: isolate(input.member.name, locale) });
  const action = {
    label: t('EnquiryDesk.emails.action'),
    url: portalUrl(input.siteUrl, locale, '/profile/user-enquiries'),
  };
  const signature = t('Emails.signature', { portal });
  const quote = quoted
    ? `<blockquote dir="auto" style="margin:0 0 16px;padding:12px 16px;border-inline-start:4px solid ${LINE};background:#f4f7f6;">${multiline(quoted)}</blockquote>`
    : '';
  return renderMail({
    to: input.member.email,
    locale,
    portal,
    subject,
    body: [
      paragraph(escapeHtml(greeting)),
      paragraph(escapeHtml(intro)),
      quote,
      button(action),
      paragraph(escapeHtml(signature)),
    ],
    text: [
      greeting,
      intro,
      ...(quoted ? [quoted] : []),
      `${action.label}: ${action.url}`,
      signature,
    ],
  });
}

/** The agency's reply to the member, in the member's language, with the reply's text. */
export function replyEmail(input: StaffMailInput, message: string): MailMessage {
  const t = fullTranslator(input.member.locale);
  const type = nameOf(t, 'types', input.enqType);
  return memberMail(
    input,
    t('EnquiryDesk.emails.reply.subject', { id: input.enquiryId }),
    t('EnquiryDesk.emails.reply.intro', { id: input.enquiryId, type }),
    message,
  );
}

/** The member is told their enquiry's new status (the staff note stays internal). */
export function statusEmail(input: StaffMailInput, from: number, to: number): MailMessage {
  const t = fullTranslator(input.member.locale);
  const values = {
    id: input.enquiryId,
    type: nameOf(t, 'types', input.enqType),
    from: nameOf(t, 'status', from),
    status: nameOf(t, 'status', to),
  };
  return memberMail(
    input,
    t('EnquiryDesk.emails.status.subject', values),
    t('EnquiryDesk.emails.status.intro', values),
    null,
  );
}
