import 'server-only';

import { withoutBidiOverrides } from '@/lib/i18n/bidi-controls';
import { directionOf, type Locale } from '@/lib/i18n/routing';

import type { MailMessage } from './types';

// The portal's green; mail clients ignore style sheets, so every style is inline.
export const GREEN = '#0B6E4F';
export const MUTED = '#5c6b66';
export const LINE = '#dde5e2';

export type MailAction = { label: string; url: string };

/** A portal page in the recipient's language (English unprefixed, Arabic under /ar). */
export function portalUrl(siteUrl: string, locale: Locale, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${locale === 'ar' ? '/ar' : ''}${path}`;
}

/**
 * Text for the mail's HTML: escaped, and without bidi embeddings and overrides (issue 48), which
 * the portal never writes; its own isolates around a value (lib/i18n/isolate.ts) stay.
 */
export const escapeHtml = (text: string) =>
  withoutBidiOverrides(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Escaped text whose line breaks stay line breaks. */
export const multiline = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** A paragraph of the mail's body; `html` is already escaped. */
export const paragraph = (html: string) => `<p style="margin:0 0 16px;">${html}</p>`;

export function direction(locale: Locale) {
  const dir = directionOf(locale);
  return { dir, align: dir === 'rtl' ? 'right' : 'left' } as const;
}

/** The green call-to-action button, centred. */
export const button = (action: MailAction) =>
  `<p style="margin:32px 0;text-align:center;"><a href="${escapeHtml(action.url)}" style="background:${GREEN};color:#ffffff;text-decoration:none;padding:12px 28px;border-radius:6px;display:inline-block;font-weight:bold;">${escapeHtml(action.label)}</a></p>`;

export type MailShell = {
  to: string;
  locale: Locale;
  portal: string;
  subject: string;
  /** Lines of the body's HTML, already escaped, joined by line breaks. */
  body: string[];
  /** Blocks of the plain-text version, joined by blank lines. */
  text: string[];
};

function renderHtml(mail: MailShell): string {
  const { dir, align } = direction(mail.locale);
  return `<!doctype html>
<html lang="${mail.locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f7f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f7f6;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;color:#1b2a25;text-align:${align};">
<tr><td style="background:${GREEN};color:#ffffff;padding:20px 32px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0;">${escapeHtml(mail.portal)}</td></tr>
<tr><td style="padding:32px;font-size:16px;line-height:1.6;">
${mail.body.join('\n')}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The message the mailer sends: the portal's banner and card around the body, and plain text. */
export function renderMail(mail: MailShell): MailMessage {
  // Issue 48: no embedding or override in the subject or the text version either.
  return {
    to: mail.to,
    subject: withoutBidiOverrides(mail.subject),
    html: renderHtml(mail),
    text: withoutBidiOverrides(`${mail.text.join('\n\n')}\n`),
  };
}
