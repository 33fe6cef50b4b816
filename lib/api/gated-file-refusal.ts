import 'server-only';
import type { Context } from 'hono';

import { SUPPORT_EMAIL } from '@/lib/constants';
import { localePath } from '@/lib/i18n/locale-path';
import { escapeHtml } from '@/lib/mail/email-layout';
import { splitLocale } from '@/lib/session/member-routes';

import { apiTranslator } from './translate';
import type { AppEnv } from './types';

// Issue 26: a gated file's address opened in a browser (a shared link, a guessed one) by a visitor
// or a member without VIP. The status stays 401 or 403; the body is a short page in the language of
// the page the link was on (else the browser's), and a visitor is taken to the login page, which
// leads back to that page (or to the file when it was opened directly).

/** A browser opening the address itself, rather than a script asking for JSON. */
export function wantsPage(c: Context<AppEnv>): boolean {
  if (c.req.header('sec-fetch-mode') === 'navigate') return true;
  const accept = c.req.header('accept') ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
}

/** The page the link was on, when it is one of the portal's pages (not an API address). */
function referringPath(c: Context<AppEnv>): string | null {
  const referer = c.req.header('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    const origins = [new URL(c.get('services').auth.siteUrl).origin, new URL(c.req.url).origin];
    if (!origins.includes(url.origin) || url.pathname.startsWith('/api/')) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/** A 401 (with the way to the login page) or 403 page for a browser. */
export function refusalPage(c: Context<AppEnv>, status: 401 | 403): Response {
  const from = referringPath(c);
  const locale = from ? splitLocale(from).locale : c.get('locale');
  const t = apiTranslator(locale);
  // The login page's redirect: the page with its locale prefix, or the file's own address.
  const back = from ?? new URL(c.req.url).pathname;
  const login = escapeHtml(
    `${localePath('/auth/login', locale)}?redirect=${encodeURIComponent(back)}`,
  );
  const text = escapeHtml(t(status === 401 ? 'loginToDownload' : 'vipOnly'));
  const action =
    status === 401
      ? `<a href="${login}">${escapeHtml(t('loginLink'))}</a>`
      : `<a href="mailto:${SUPPORT_EMAIL}" dir="ltr">${SUPPORT_EMAIL}</a>`;
  const refresh = status === 401 ? `<meta http-equiv="refresh" content="0;url=${login}">` : '';
  const html =
    `<!doctype html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><head>` +
    `<meta charset="utf-8"><meta name="robots" content="noindex">${refresh}<title>${text}</title>` +
    `</head><body><main><h1>${text}</h1><p>${action}</p></main></body></html>`;
  return c.html(html, status, { 'Cache-Control': 'no-store' });
}
