import { RETURN_ADDRESS_MAX_LENGTH } from '@/lib/constants';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';

// part 1 §2.8: after login go to the `redirect` value only when it is a path on this site.
const HOME = '/';
const ORIGIN = 'http://portal.invalid';
// C0 and C1 controls: browsers drop tabs and newlines, so "/\t/evil.example" would become "//…".
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

function isLocalPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  // Browsers read a backslash as a slash in URLs: "/\evil.example" is another site.
  if (path.includes('\\') || CONTROL.test(path)) return false;
  try {
    return new URL(path, ORIGIN).origin === ORIGIN;
  } catch {
    return false;
  }
}

/** The value when it is a path on this site (checked in every decoded form too), else Home. */
export function safeRedirect(value: unknown): string {
  if (typeof value !== 'string' || value === '' || value.length > RETURN_ADDRESS_MAX_LENGTH)
    return HOME;
  let current = value;
  // Encoded slashes ("/%2F%2Fevil.example") could be decoded again by a later hop.
  for (let round = 0; round < 4; round += 1) {
    if (!isLocalPath(current)) return HOME;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return HOME;
    }
    if (decoded === current) return value;
    current = decoded;
  }
  return HOME;
}

/** Where a login returns: the safe `redirect` value, else the Home of the page's language. */
export function redirectTarget(value: unknown, locale: Locale): string {
  const target = safeRedirect(value);
  return target === HOME ? localePath(HOME, locale) : target;
}
