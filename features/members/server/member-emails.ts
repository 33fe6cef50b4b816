import 'server-only';

import { fullTranslator } from '@/lib/api/translate';
import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';
import type { MailMessage } from '@/lib/mail';
import {
  button,
  escapeHtml,
  multiline,
  paragraph,
  portalUrl,
  renderMail,
} from '@/lib/mail/email-layout';

/** part 2 "Contact us": the public page with the agency's offices (content id 190). */
export const CONTACT_PATH = '/pages/190';
const LOGIN_PATH = '/auth/login';

type Recipient = { name: string; email: string; locale: Locale };
export type MemberMailContext = { siteUrl: string; agencyEmail: string };

function compose(
  member: Recipient,
  kind: 'suspended' | 'reinstated',
  lines: string[],
  action: { label: string; url: string },
): MailMessage {
  const t = fullTranslator(member.locale);
  const portal = t('Metadata.portalName');
  const greeting = t('Emails.greeting', { name: isolate(member.name, member.locale) });
  const signature = t('Emails.signature', { portal });
  const body = [greeting, ...lines];
  return renderMail({
    to: member.email,
    locale: member.locale,
    portal,
    subject: t(`MembersAdmin.emails.${kind}.subject`, { portal }),
    body: [
      ...body.map((line) => paragraph(multiline(line))),
      button(action),
      paragraph(`${escapeHtml(t('Emails.linkHint'))}<br>${escapeHtml(action.url)}`),
      paragraph(escapeHtml(signature)),
    ],
    text: [...body, `${action.label}: ${action.url}`, signature],
  });
}

/**
 * The member is told, in their language, that their account is suspended and how to reach the
 * agency. The staff member's reason is not quoted: it is the agency's record (the audit log).
 */
export function suspendedEmail(member: Recipient, context: MemberMailContext): MailMessage {
  const t = fullTranslator(member.locale);
  const portal = t('Metadata.portalName');
  return compose(
    member,
    'suspended',
    [
      t('MembersAdmin.emails.suspended.intro', { portal }),
      t('MembersAdmin.emails.suspended.effect'),
      t('MembersAdmin.emails.suspended.contact', {
        email: isolate(context.agencyEmail, member.locale, { latin: true }),
      }),
    ],
    {
      label: t('MembersAdmin.emails.suspended.action'),
      url: portalUrl(context.siteUrl, member.locale, CONTACT_PATH),
    },
  );
}

/** The member is told that they can sign in again. */
export function reinstatedEmail(member: Recipient, context: MemberMailContext): MailMessage {
  const t = fullTranslator(member.locale);
  const portal = t('Metadata.portalName');
  return compose(member, 'reinstated', [t('MembersAdmin.emails.reinstated.intro', { portal })], {
    label: t('MembersAdmin.emails.reinstated.action'),
    url: portalUrl(context.siteUrl, member.locale, LOGIN_PATH),
  });
}
