// The HttpOnly session cookie that rides beside the Bearer token (ARCHITECTURE §5). The proxy reads
// only its presence; the server checks its value.
export const SESSION_COOKIE = 'portal_session';

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
