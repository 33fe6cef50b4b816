import 'server-only';

import { detailFields, groupAnswers, questionOf } from '@/features/enquiries/detail-fields';
import { fullTranslator } from '@/lib/api/translate';
import { formatDateTime } from '@/lib/i18n/format-date';
import { formatNumber } from '@/lib/i18n/format-number';
import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';
import type { MailMessage } from '@/lib/mail';
import { portalUrl } from '@/lib/mail/email-layout';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

import type { StoredAnswer } from '../answer-schemas';

import { renderEnquiryEmail } from './email-html';
import type { LookupLabels } from './lookups';

const MESSAGES = { en, ar } as const;
const MAX_POINTS = 5;

export type EnquiryMailInput = {
  id: number;
  enqType: number;
  /** As stored: Amman time, "YYYY-MM-DD HH:mm:ss". */
  date: string;
  /** The language the member wrote the enquiry in. */
  locale: Locale;
  member: { name: string; last_name: string | null; email: string };
  data: Record<string, unknown>;
  labels: LookupLabels;
  answers: StoredAnswer[] | null;
  siteUrl: string;
  inbox: string;
};

type Row = [label: string, value: string];

const typeName = (locale: Locale, code: number) =>
  (MESSAGES[locale].Enquiries.types as Record<string, string>)[String(code)] ??
  MESSAGES[locale].Enquiries.unknownType;

/** The fields and answers that were sent, labelled as the forms label them. */
function sentRows(input: EnquiryMailInput, locale: Locale): Row[] {
  const t = fullTranslator(locale);
  const number = (value: number) => formatNumber(value, locale);
  const labels = MESSAGES[locale].EnquiryForm.fields as Record<string, string>;
  const rows: Row[] = detailFields(input.data, input.labels, locale).map(({ label, value }) => [
    labels[label] ?? label,
    value.kind === 'text' ? value.text : t(`EnquiryEmails.${value.kind}`),
  ]);
  const answers = input.answers ?? [];
  for (const { section, answers: inSection, sum } of groupAnswers(answers, locale)) {
    if (section) {
      rows.push([
        section,
        t('EnquiryEmails.total', {
          total: number(sum),
          max: number(MAX_POINTS * inSection.length),
        }),
      ]);
    }
    for (const answer of inSection) {
      rows.push([
        questionOf(answer, locale) || `#${answer.enq_question}`,
        t('EnquiryEmails.points', { points: number(answer.points) }),
      ]);
    }
  }
  if (answers.length > 0) {
    const total = answers.reduce((sum, answer) => sum + answer.points, 0);
    rows.push([
      t('EnquiryEmails.answers'),
      t('EnquiryEmails.total', {
        total: number(total),
        max: number(MAX_POINTS * answers.length),
      }),
    ]);
  }
  return rows;
}

/** The member's confirmation, in the language of the enquiry, with the request number. */
export function confirmationEmail(input: EnquiryMailInput): MailMessage {
  const { locale, id } = input;
  const t = fullTranslator(locale);
  const portal = t('Metadata.portalName');
  const type = typeName(locale, input.enqType);
  return renderEnquiryEmail({
    to: input.member.email,
    locale,
    portal,
    subject: t('EnquiryEmails.confirmation.subject', { id }),
    paragraphs: [
      t('Emails.greeting', { name: isolate(input.member.name, locale) }),
      t('EnquiryEmails.confirmation.intro', { type, date: formatDateTime(input.date, locale) }),
      t('EnquiryEmails.confirmation.number', { id }),
      t('EnquiryEmails.confirmation.reply', {
        email: isolate(input.member.email, locale, { latin: true }),
      }),
    ],
    heading: t('EnquiryEmails.confirmation.summary'),
    rows: sentRows(input, locale),
    action: {
      label: t('EnquiryEmails.confirmation.action'),
      url: portalUrl(input.siteUrl, locale, '/profile/user-enquiries'),
    },
    signature: t('Emails.signature', { portal }),
  });
}

/** The agency's notice of a new enquiry (ENQUIRY_INBOX), in English, with everything sent. */
export function notificationEmail(input: EnquiryMailInput): MailMessage {
  const t = fullTranslator('en');
  const portal = t('Metadata.portalName');
  const type = typeName('en', input.enqType);
  const member = [input.member.name, input.member.last_name].filter(Boolean).join(' ');
  const facts: Row[] = [
    [t('EnquiryEmails.notification.requestNumber'), String(input.id)],
    [t('EnquiryEmails.notification.type'), `${type} (${input.enqType})`],
    [t('EnquiryEmails.notification.date'), input.date],
    [t('EnquiryEmails.notification.member'), member],
    [t('EnquiryEmails.notification.memberEmail'), input.member.email],
    [t('EnquiryEmails.notification.language'), t(`EnquiryEmails.languages.${input.locale}`)],
  ];
  return renderEnquiryEmail({
    to: input.inbox,
    locale: 'en',
    portal,
    subject: t('EnquiryEmails.notification.subject', { id: input.id, type }),
    paragraphs: [t('EnquiryEmails.notification.intro', { email: input.member.email })],
    heading: t('EnquiryEmails.notification.details'),
    rows: [...facts, ...sentRows(input, 'en')],
    signature: t('Emails.signature', { portal }),
  });
}
