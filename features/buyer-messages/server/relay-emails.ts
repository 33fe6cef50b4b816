import 'server-only';

import { fullTranslator } from '@/lib/api/translate';
import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';
import type { MailMessage } from '@/lib/mail';
import { portalUrl } from '@/lib/mail/email-layout';
import { renderTableMail, type TableMailContent } from '@/lib/mail/table-mail';

import { RECEIVED_PATH } from '../constants';

type Named = { name_eng: string; name_ara: string };

export type RelayMailInput = {
  id: number;
  company: { id: number; name: string };
  item: Named | null;
  subject: string;
  message: string;
  quantity: string;
  destination: Named | null;
  sender: { name: string; email: string; locale: Locale };
  owner: { name: string; email: string; locale: Locale };
  siteUrl: string;
};

const nameIn = (named: Named | null, locale: Locale) =>
  named ? (locale === 'ar' ? named.name_ara || named.name_eng : named.name_eng) : '';

function messageRows(input: RelayMailInput, locale: Locale): [string, string][] {
  const t = fullTranslator(locale);
  return [
    [t('BuyerMessages.email.company'), input.company.name],
    [t('BuyerMessages.email.item'), nameIn(input.item, locale)],
    [t('BuyerMessages.fields.subject'), input.subject],
    [t('BuyerMessages.fields.message'), input.message],
    [t('BuyerMessages.fields.quantity'), input.quantity],
    [t('BuyerMessages.fields.destination_country'), nameIn(input.destination, locale)],
  ];
}

type Person = { name: string; email: string; locale: Locale };
type Translator = ReturnType<typeof fullTranslator>;
type RelayParts = Pick<TableMailContent, 'subject' | 'rows' | 'after' | 'action'> & {
  /** The paragraphs after the greeting. */
  intro: string[];
};

/** A relay e-mail to a person in their language: greeting, the parts, the portal's signature. */
function relayMail(person: Person, parts: (t: Translator, locale: Locale) => RelayParts) {
  const { locale } = person;
  const t = fullTranslator(locale);
  const portal = t('Metadata.portalName');
  const { intro, ...content } = parts(t, locale);
  return renderTableMail({
    ...content,
    to: person.email,
    locale,
    portal,
    paragraphs: [t('Emails.greeting', { name: isolate(person.name, locale) }), ...intro],
    signature: t('Emails.signature', { portal }),
  });
}

/**
 * The exporter's notice, to the company owner's account address in the owner's language: who
 * wrote and what, and the member-area page to answer on. The sender's address is not in it: the
 * exporter answers through the portal, which decides when addresses are shared.
 */
export function exporterNotice(input: RelayMailInput): MailMessage {
  return relayMail(input.owner, (t, locale) => ({
    subject: t('BuyerMessages.email.notice.subject', { subject: isolate(input.subject, locale) }),
    intro: [
      t('BuyerMessages.email.notice.intro', {
        sender: isolate(input.sender.name, locale),
        company: isolate(input.company.name, locale),
      }),
    ],
    rows: messageRows(input, locale),
    after: [t('BuyerMessages.email.notice.privacy')],
    action: {
      label: t('BuyerMessages.email.notice.action'),
      url: portalUrl(input.siteUrl, locale, RECEIVED_PATH),
    },
  }));
}

/** The sender's confirmation, in the language they wrote in: a copy, never the exporter's address. */
export function senderConfirmation(input: RelayMailInput): MailMessage {
  return relayMail(input.sender, (t, locale) => {
    const company = isolate(input.company.name, locale);
    return {
      subject: t('BuyerMessages.email.confirmation.subject', { company }),
      intro: [t('BuyerMessages.email.confirmation.intro', { company })],
      rows: messageRows(input, locale),
      after: [t('BuyerMessages.email.confirmation.next')],
      action: {
        label: t('BuyerMessages.email.confirmation.action'),
        url: portalUrl(input.siteUrl, locale, `/buyers/${input.company.id}`),
      },
    };
  });
}

export type ReplyMailInput = RelayMailInput & {
  reply: string;
  /** The company's contact address (its public version's e-mail), shared by answering. */
  exporterEmail: string;
};

/** The exporter's answer to the sender, in the sender's language, now with the exporter's address. */
export function replyToSender(input: ReplyMailInput): MailMessage {
  return relayMail(input.sender, (t, locale) => {
    const company = isolate(input.company.name, locale);
    return {
      subject: t('BuyerMessages.email.reply.subject', { company }),
      intro: [
        t('BuyerMessages.email.reply.intro', { company, subject: isolate(input.subject, locale) }),
        isolate(input.reply, locale),
      ],
      rows: [
        [t('BuyerMessages.email.company'), input.company.name],
        [t('BuyerMessages.email.reply.contact'), input.exporterEmail],
        [t('BuyerMessages.email.reply.yourMessage'), input.message],
      ],
      after: [
        t('BuyerMessages.email.reply.next', {
          email: isolate(input.exporterEmail, locale, { latin: true }),
        }),
      ],
    };
  });
}
