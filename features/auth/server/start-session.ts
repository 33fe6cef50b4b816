import 'server-only';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';

import type { AppEnv } from '@/lib/api/types';
import { sessionCookieName, sessionCookieOptions } from '@/lib/auth/cookie';
import { createSession, limitsFor, type UserRow } from '@/lib/auth/sessions';

/** A new session for the user: the token answers the request and rides in the HttpOnly cookie. */
export async function startSession(
  c: Context<AppEnv>,
  user: Pick<UserRow, 'id' | 'role'>,
): Promise<string> {
  const { auth, now } = c.get('services');
  const { token } = await createSession(c.get('db'), user, auth, now());
  const { absoluteHours } = limitsFor(user.role, auth);
  setCookie(
    c,
    sessionCookieName(auth.siteUrl),
    token,
    sessionCookieOptions(auth.siteUrl, absoluteHours * 3600),
  );
  return token;
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  const { siteUrl } = c.get('services').auth;
  deleteCookie(c, sessionCookieName(siteUrl), sessionCookieOptions(siteUrl, 0));
}
