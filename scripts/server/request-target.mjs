// Checks a request target before Next sees it: Next answers a malformed percent-encoding with a
// plain-text 500 that the app never logs (issue 10), and an answer to an over-long address carries
// it in its headers (issue 36). Plain JavaScript: the custom server runs it.

/**
 * The longest request target served (path and query, as sent; longer: 414). An answer carries the
 * address at most once (a redirect's Location, the router's rewritten path), next to about 1.5 KB
 * of fixed headers: 6 KB keeps every answer's headers under 8 KB, half of the buffer HAProxy holds
 * them in (docs/deploy.md). Nothing the portal links to comes near it: a search keyword is cut at
 * 200 characters, a login's return address at 2,048.
 */
export const MAX_TARGET_LENGTH = 6144;

// C0 controls but tab, line feed and carriage return, and DEL: never part of a path or a query.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function decodes(text) {
  try {
    return { ok: true, value: decodeURIComponent(text) };
  } catch {
    return { ok: false, value: '' };
  }
}

/**
 * `null` when the target is well formed; otherwise why it is refused. A target longer than
 * MAX_TARGET_LENGTH is too long; a path segment or query part whose percent-encoding does not
 * decode, or that decodes to a control character, is malformed.
 * @param {string} target the request line's target, e.g. `/news/%ff?page=2`
 * @returns {null | 'too-long' | 'malformed-encoding' | 'control-character'}
 */
export function checkRequestTarget(target) {
  if (target.length > MAX_TARGET_LENGTH) return 'too-long';
  const queryStart = target.indexOf('?');
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  const query = queryStart === -1 ? '' : target.slice(queryStart + 1);
  const parts = [
    ...path.split('/'),
    ...query.split(/[&=]/).map((part) => part.replace(/\+/g, ' ')),
  ];
  for (const part of parts) {
    const decoded = decodes(part);
    if (!decoded.ok) return 'malformed-encoding';
    if (CONTROL.test(decoded.value)) return 'control-character';
  }
  return null;
}

/** Whether the target is a call of the API (answered with the API's JSON error shape). */
export const isApiTarget = (target) =>
  target === '/api' || target.startsWith('/api/') || target.startsWith('/api?');

/** The language of the answer: Arabic for `/ar` paths, else English. */
export const localeOfTarget = (target) =>
  target === '/ar' || /^\/ar[/?]/.test(target) ? 'ar' : 'en';
