import 'server-only';

import { fullTranslator } from '@/lib/api/translate';
import { isolate } from '@/lib/i18n/isolate';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import type { MailMessage } from '@/lib/mail';
import { portalUrl } from '@/lib/mail/email-layout';
import { renderTableMail } from '@/lib/mail/table-mail';

import { MY_EVENTS_PATH } from '../constants';
import { formatEventDates } from '../event-dates';
import { eventPlace } from '../event-place';
import type { PublicEvent } from '../schemas';

import { calendarFileName, eventCalendar } from './event-calendar';

type JoinMail = {
  event: PublicEvent;
  member: { name: string; email: string };
  locale: Locale;
  siteUrl: string;
};

/**
 * The member's confirmation of a join (issue 27), in the language of the request: the event, its
 * days and place, what happens next, the way to "My events", and the event as an .ics file.
 */
export function joinConfirmation({ event, member, locale, siteUrl }: JoinMail): MailMessage {
  const t = fullTranslator(locale);
  const portal = t('Metadata.portalName');
  const name = pick(event, 'name', locale);
  const rows: [string, string][] = [
    [t('Events.email.event'), name],
    [t('Events.email.dates'), formatEventDates(event.date_start, event.date_end, locale)],
    [t('Events.email.place'), eventPlace(event, locale)],
    [t('Events.email.type'), pick(event, 'type', locale)],
    [t('Events.email.mode'), pick(event, 'mode', locale)],
  ];
  const mail = renderTableMail({
    to: member.email,
    locale,
    portal,
    subject: t('Events.email.subject', { event: isolate(name, locale) }),
    paragraphs: [
      t('Emails.greeting', { name: isolate(member.name, locale) }),
      t('Events.email.intro', { event: isolate(name, locale) }),
    ],
    rows,
    after: [t('Events.email.next'), t('Events.email.calendar')],
    action: { label: t('Events.email.action'), url: portalUrl(siteUrl, locale, MY_EVENTS_PATH) },
    signature: t('Emails.signature', { portal }),
  });
  return {
    ...mail,
    attachments: [
      {
        filename: calendarFileName(event),
        content: eventCalendar(event, { siteUrl, locale, portal }),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}
