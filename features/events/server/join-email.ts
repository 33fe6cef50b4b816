import 'server-only';

import { fullTranslator } from '@/lib/api/translate';
import { isolate } from '@/lib/i18n/isolate';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import type { MailMessage } from '@/lib/mail';
import {
  button,
  direction,
  escapeHtml,
  LINE,
  multiline,
  paragraph,
  portalUrl,
  renderMail,
} from '@/lib/mail/email-layout';

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
  const shown = rows.filter(([, value]) => value !== '');
  const paragraphs = [
    t('Emails.greeting', { name: isolate(member.name, locale) }),
    t('Events.email.intro', { event: isolate(name, locale) }),
  ];
  const after = [t('Events.email.next'), t('Events.email.calendar')];
  const action = {
    label: t('Events.email.action'),
    url: portalUrl(siteUrl, locale, MY_EVENTS_PATH),
  };
  const signature = t('Emails.signature', { portal });
  const { dir, align } = direction(locale);
  const cell = `padding:8px;border-bottom:1px solid ${LINE};vertical-align:top;text-align:${align};`;
  const text = (value: string) => paragraph(multiline(value));
  const mail = renderMail({
    to: member.email,
    locale,
    portal,
    subject: t('Events.email.subject', { event: isolate(name, locale) }),
    body: [
      paragraphs.map(text).join('\n'),
      `<table cellpadding="0" cellspacing="0" dir="${dir}" style="width:100%;border-collapse:collapse;font-size:15px;margin:0 0 16px;">`,
      shown
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="${cell}font-weight:bold;width:35%;">${escapeHtml(label)}</th><td dir="auto" style="${cell}">${escapeHtml(value)}</td></tr>`,
        )
        .join('\n'),
      '</table>',
      after.map(text).join('\n'),
      button(action),
      text(signature),
    ],
    text: [
      ...paragraphs,
      shown.map(([label, value]) => `${label}: ${isolate(value, locale)}`).join('\n'),
      ...after,
      `${action.label}: ${action.url}`,
      signature,
    ],
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
