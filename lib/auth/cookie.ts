// The HttpOnly session cookie that rides beside the Bearer token (ARCHITECTURE §5). The proxy reads
// only its presence; the server checks its value.
export const SESSION_COOKIE = 'portal_session';
/** Over HTTPS the cookie carries the `__Host-` prefix: Secure, path /, no Domain, so no sibling
 * subdomain and no plain-HTTP page can set or overwrite it. */
export const SECURE_SESSION_COOKIE = '__Host-portal_session';

/** The session cookie's name for a site URL. */
export const sessionCookieName = (siteUrl: string) =>
  siteUrl.startsWith('https://') ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

export type SessionCookieOptions = {
  httpOnly: true;
  sameSite: 'Lax';
  secure: boolean;
  path: '/';
  maxAge: number;
};

/** Secure whenever the site is served over HTTPS (a plain-HTTP localhost would drop the cookie). */
export function sessionCookieOptions(siteUrl: string, maxAgeSeconds: number): SessionCookieOptions {
  return {
    httpOnly: true,
    sameSite: 'Lax',
    secure: siteUrl.startsWith('https://'),
    path: '/',
    maxAge: maxAgeSeconds,
  };
}
