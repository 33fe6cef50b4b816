import 'server-only';
import type { Context } from 'hono';

import { fullTranslator } from '@/lib/api/translate';
import type { AppEnv } from '@/lib/api/types';
import { signVerification, VERIFY_LINK_TTL_HOURS } from '@/lib/auth/signed-links';
import { mailOutbox } from '@/lib/db/schema';
import { formatNumber } from '@/lib/i18n/format-number';
import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';
import type { MailMessage } from '@/lib/mail';
import { portalUrl } from '@/lib/mail/email-layout';
import { outboxRows } from '@/lib/mail/outbox';

import { renderEmail } from './email-layout';
import { RESET_TOKEN_TTL_MINUTES } from './reset-tokens';

export { portalUrl };

export type Recipient = { id: number; name: string; email: string; locale: Locale };

function compose(
  user: Recipient,
  kind: 'verify' | 'reset' | 'welcome',
  url: string,
  notes: string[],
): MailMessage {
  const t = fullTranslator(user.locale);
  const portal = t('Metadata.portalName');
  return renderEmail({
    to: user.email,
    locale: user.locale,
    portal,
    subject: t(`Emails.${kind}.subject`, { portal }),
    greeting: t('Emails.greeting', { name: isolate(user.name, user.locale) }),
    intro: [t(`Emails.${kind}.intro`)],
    action: { label: t(`Emails.${kind}.action`), url },
    notes,
    linkHint: t('Emails.linkHint'),
    signature: t('Emails.signature', { portal }),
  });
}

export function verificationEmail(user: Recipient, siteUrl: string, secret: string, now: Date) {
  const t = fullTranslator(user.locale);
  const hash = signVerification(secret, user, now);
  return compose(user, 'verify', portalUrl(siteUrl, user.locale, `/auth/verify/${hash}`), [
    t('Emails.verify.expiry', { hours: formatNumber(VERIFY_LINK_TTL_HOURS, user.locale) }),
    t('Emails.ignore'),
  ]);
}

export function resetEmail(user: Recipient, siteUrl: string, token: string) {
  const t = fullTranslator(user.locale);
  const path = `/auth/reset_password/${token}/${encodeURIComponent(user.email)}`;
  return compose(user, 'reset', portalUrl(siteUrl, user.locale, path), [
    t('Emails.reset.expiry', { minutes: formatNumber(RESET_TOKEN_TTL_MINUTES, user.locale) }),
    t('Emails.ignore'),
  ]);
}

export function welcomeEmail(user: Recipient, siteUrl: string) {
  return compose(user, 'welcome', portalUrl(siteUrl, user.locale, '/profile'), []);
}

/**
 * Queues mails in the outbox and wakes its worker: the request neither waits for the mail server
 * nor fails with it, and its answer takes the same time whether or not a mail was written.
 */
export async function queueMail(c: Context<AppEnv>, messages: MailMessage[]): Promise<void> {
  const { now, outbox } = c.get('services');
  await c.get('db').insert(mailOutbox).values(outboxRows(messages, now()));
  outbox.kick();
}

/**
 * Sends a mail now, for a caller that must know the outcome (the resend button answers whether the
 * link went out); a failing mail server is logged and never fails the request that asked.
 */
export async function sendMail(c: Context<AppEnv>, message: MailMessage): Promise<boolean> {
  try {
    await c.get('services').mailer.send(message);
    return true;
  } catch (error) {
    c.get('log').error({ err: error, subject: message.subject }, 'sending an e-mail failed');
    return false;
  }
}
