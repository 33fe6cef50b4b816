import 'server-only';

import { fullTranslator } from '@/lib/api/translate';
import { formatDate } from '@/lib/i18n/format-date';
import { formatNumber } from '@/lib/i18n/format-number';
import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';
import type { MailMessage } from '@/lib/mail';
import { button, escapeHtml, paragraph, portalUrl, renderMail } from '@/lib/mail/email-layout';

import {
  ALERT_CONFIRM_HOURS,
  ALERT_CONFIRM_PATH,
  ALERT_MANAGE_PATH,
  ALERT_UNSUBSCRIBE_API_PATH,
  DIGEST_TYPE_ORDER,
  type AlertContentType,
} from '../constants';

import type { LeadDigestFacts } from './alert-records';

// Issue 39 "Alerts": the confirmation and the digest. Every mail carries the one-click
// unsubscribe of RFC 8058 (List-Unsubscribe with an https link, List-Unsubscribe-Post) and, in
// its body, the links to change the choices and to unsubscribe.

type Recipient = { email: string; locale: Locale; token: string };

/** The one-click link: POST by the mail client (RFC 8058), GET from the mail's own link. */
export function unsubscribeUrl(siteUrl: string, token: string): string {
  const query = new URLSearchParams({ token }).toString();
  return `${siteUrl.replace(/\/+$/, '')}${ALERT_UNSUBSCRIBE_API_PATH}?${query}`;
}

export const manageUrl = (siteUrl: string, locale: Locale, token: string) =>
  portalUrl(siteUrl, locale, `${ALERT_MANAGE_PATH}/${encodeURIComponent(token)}`);

/** RFC 2369 and RFC 8058 headers: the mail client's own unsubscribe, one click, no page. */
export function unsubscribeHeaders(siteUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(siteUrl, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function footer(recipient: Recipient, siteUrl: string) {
  const t = fullTranslator(recipient.locale);
  const manage = manageUrl(siteUrl, recipient.locale, recipient.token);
  const unsubscribe = unsubscribeUrl(siteUrl, recipient.token);
  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color:#0B6E4F;">${escapeHtml(label)}</a>`;
  return {
    html: paragraph(
      `${escapeHtml(t('Alerts.email.why'))}<br>${link(manage, t('Alerts.email.manage'))} · ${link(unsubscribe, t('Alerts.email.unsubscribe'))}`,
    ),
    text: [
      t('Alerts.email.why'),
      `${t('Alerts.email.manage')}: ${manage}`,
      `${t('Alerts.email.unsubscribe')}: ${unsubscribe}`,
    ].join('\n'),
  };
}

/** The double opt-in: a link that confirms the subscription, valid ALERT_CONFIRM_HOURS. */
export function confirmationMail(
  recipient: Recipient,
  confirmToken: string,
  siteUrl: string,
): MailMessage {
  const t = fullTranslator(recipient.locale);
  const portal = t('Metadata.portalName');
  const query = new URLSearchParams({ token: confirmToken }).toString();
  const action = {
    label: t('Alerts.email.confirmAction'),
    url: portalUrl(siteUrl, recipient.locale, `${ALERT_CONFIRM_PATH}?${query}`),
  };
  const lines = [
    t('Alerts.email.confirmIntro', { portal }),
    t('Alerts.email.confirmExpiry', { hours: formatNumber(ALERT_CONFIRM_HOURS, recipient.locale) }),
    t('Alerts.email.confirmIgnore'),
  ];
  const end = footer(recipient, siteUrl);
  const mail = renderMail({
    to: recipient.email,
    locale: recipient.locale,
    portal,
    subject: t('Alerts.email.confirmSubject', { portal }),
    body: [
      paragraph(escapeHtml(lines[0] ?? '')),
      button(action),
      ...lines.slice(1).map((line) => paragraph(escapeHtml(line))),
      end.html,
    ],
    text: [lines[0] ?? '', `${action.label}: ${action.url}`, ...lines.slice(1), end.text],
  });
  return { ...mail, headers: unsubscribeHeaders(siteUrl, recipient.token) };
}

export type DigestEntry = {
  type: AlertContentType;
  title: string;
  path: string;
  /** Issue 45: a trade lead's facts, shown under its title. */
  lead?: LeadDigestFacts;
};

/**
 * Issue 45: a lead's facts as the digest's lines under its title: its country, closing date, and
 * its quantity and value where the lead states them (dates and figures in the mail's digits,
 * the buyer's words isolated in Arabic).
 */
export function leadFactLines(lead: LeadDigestFacts, locale: Locale): string[] {
  const t = fullTranslator(locale);
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const usd = (value: number) => formatNumber(value, locale);
  const { value_min_usd: min, value_max_usd: max } = lead;
  const value =
    min !== null && max !== null
      ? t('TradeLeads.card.valueRange', { min: usd(min), max: usd(max) })
      : min !== null
        ? t('TradeLeads.card.valueFrom', { min: usd(min) })
        : max !== null
          ? t('TradeLeads.card.valueUpTo', { max: usd(max) })
          : null;
  const quantity = lead.quantity[locale] || lead.quantity[other];
  const country = lead.country[locale] || lead.country[other];
  return [
    country && t('Alerts.email.leadCountry', { country }),
    t('Alerts.email.leadCloses', { date: formatDate(lead.deadline, locale) }),
    quantity && t('Alerts.email.leadQuantity', { quantity: isolate(quantity, locale) }),
    value && t('Alerts.email.leadValue', { value }),
  ].filter((line): line is string => !!line);
}

/** A lead's facts under its title in the HTML digest, one line each ('' for another item). */
const factsHtml = (facts: readonly string[]) =>
  facts.length === 0
    ? ''
    : `<br><span style="color:#455a64;font-size:14px;">${facts.map(escapeHtml).join('<br>')}</span>`;

/** A digest: what became public since the last one, grouped by kind, each with its page. */
export function digestMail(
  recipient: Recipient,
  entries: readonly DigestEntry[],
  siteUrl: string,
): MailMessage {
  const t = fullTranslator(recipient.locale);
  const portal = t('Metadata.portalName');
  const groups = DIGEST_TYPE_ORDER.map((type) => ({
    type,
    heading: t(`Alerts.types.${type}`),
    items: entries
      .filter((entry) => entry.type === type)
      .map((entry) => ({
        title: entry.title,
        url: portalUrl(siteUrl, recipient.locale, entry.path),
        facts: entry.lead ? leadFactLines(entry.lead, recipient.locale) : [],
      })),
  })).filter((group) => group.items.length > 0);
  const count = { count: entries.length, shown: formatNumber(entries.length, recipient.locale) };
  const intro = t('Alerts.email.digestIntro', count);
  const end = footer(recipient, siteUrl);
  const html = groups.map(
    (group) =>
      `<h2 style="font-size:18px;margin:24px 0 8px;">${escapeHtml(group.heading)}</h2>\n<ul style="margin:0 0 16px;padding-inline-start:20px;">${group.items
        .map(
          (item) =>
            `<li style="margin:0 0 8px;"><a href="${escapeHtml(item.url)}" dir="auto" style="color:#0B6E4F;">${escapeHtml(item.title)}</a>${factsHtml(item.facts)}</li>`,
        )
        .join('')}</ul>`,
  );
  const text = groups.map((group) =>
    [
      group.heading,
      ...group.items.map((item) =>
        [`- ${item.title}`, ...item.facts.map((fact) => `  ${fact}`), `  ${item.url}`].join('\n'),
      ),
    ].join('\n'),
  );
  const mail = renderMail({
    to: recipient.email,
    locale: recipient.locale,
    portal,
    subject: t('Alerts.email.digestSubject', { portal, ...count }),
    body: [paragraph(escapeHtml(intro)), ...html, end.html],
    text: [intro, ...text, end.text],
  });
  return { ...mail, headers: unsubscribeHeaders(siteUrl, recipient.token) };
}
