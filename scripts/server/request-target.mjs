// Checks a request target before Next sees it: Next answers a malformed percent-encoding with a
// plain-text 500 that the app never logs (issue 10). Plain JavaScript: the custom server runs it.

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
 * `null` when the target is well formed; otherwise why it is refused. A path segment or query part
 * whose percent-encoding does not decode, or that decodes to a control character, is malformed.
 * @param {string} target the request line's target, e.g. `/news/%ff?page=2`
 * @returns {null | 'malformed-encoding' | 'control-character'}
 */
export function checkRequestTarget(target) {
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
