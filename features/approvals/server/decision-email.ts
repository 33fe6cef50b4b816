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

import type { ApprovalDecision, ApprovalType } from '../approval-types';

export type DecisionMail = {
  type: ApprovalType;
  decision: ApprovalDecision;
  /** A change of an approved record (the public version stays until a change is approved). */
  change: boolean;
  reason: string | null;
  owner: { name: string; email: string; locale: Locale };
  /** The record's name in the owner's language. */
  name: string;
  siteUrl: string;
};

/** Where the member sees the decision: the profile (company), My products, My services. */
export const MEMBER_PAGE: Record<ApprovalType, string> = {
  company: '/profile',
  product: '/my-products',
  service: '/my-services',
};

/**
 * issue 13: the member's e-mail of a decision, in the member's language: what was decided on
 * which record, the reason of a refusal (the officer's text, escaped), and a link to the page
 * that shows the new status.
 */
export function decisionEmail(mail: DecisionMail): MailMessage {
  const { locale } = mail.owner;
  const t = fullTranslator(locale);
  const portal = t('Metadata.portalName');
  const approved = mail.decision === 'approve';
  const outcome = `${approved ? 'approved' : 'refused'}${mail.change ? 'Change' : ''}` as const;
  // The record's and the member's names as written, isolated from the Arabic line around them.
  const name = isolate(mail.name, locale);
  const intro = t(`Approvals.email.${outcome}.${mail.type}`, { name });
  const action = {
    label: t(`Approvals.email.action.${mail.type}`),
    url: portalUrl(mail.siteUrl, locale, MEMBER_PAGE[mail.type]),
  };
  const greeting = t('Emails.greeting', { name: isolate(mail.owner.name, locale) });
  const reason = !approved && mail.reason ? mail.reason : null;
  const next = approved ? null : t('Approvals.email.resubmit');
  const signature = t('Emails.signature', { portal });
  const reasonHtml = reason
    ? `<p style="margin:0 0 8px;font-weight:bold;">${escapeHtml(t('Approvals.email.reason'))}</p>` +
      `<blockquote dir="auto" style="margin:0 0 16px;padding:8px 16px;border-inline-start:4px solid ${LINE};">${multiline(reason)}</blockquote>`
    : '';
  return renderMail({
    to: mail.owner.email,
    locale,
    portal,
    subject: t(`Approvals.email.subject.${approved ? 'approved' : 'refused'}`, { name }),
    body: [
      paragraph(escapeHtml(greeting)),
      paragraph(escapeHtml(intro)),
      reasonHtml,
      next ? paragraph(escapeHtml(next)) : '',
      button(action),
      paragraph(escapeHtml(signature)),
    ],
    text: [
      greeting,
      intro,
      ...(reason ? [`${t('Approvals.email.reason')}\n${reason}`] : []),
      ...(next ? [next] : []),
      `${action.label}: ${action.url}`,
      signature,
    ],
  });
}
