import 'server-only';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';

import { ApiError } from '@/lib/api/errors';
import type { AppEnv } from '@/lib/api/types';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@/lib/http/csrf';

import { sessionCookieName } from './cookie';
import { findSession } from './sessions';
import { canOpenArea, type StaffArea } from './staff-areas';
import type { StaffRole } from './staff-roles';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Credential = { token: string; via: 'bearer' | 'cookie' };

function credentialOf(c: Context<AppEnv>): Credential | null {
  const authorization = c.req.header('authorization');
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (bearer) return { token: bearer, via: 'bearer' };
  const cookie = getCookie(c, sessionCookieName(c.get('services').auth.siteUrl));
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

// ARCHITECTURE §5: a cookie alone does not prove the portal sent a change; the axios header
// (which a cross-site form cannot set) or a same-origin Origin does.
function passesCsrf(c: Context<AppEnv>, { safeMethodsPass = true } = {}): boolean {
  if (safeMethodsPass && SAFE_METHODS.has(c.req.method)) return true;
  if (c.req.header(CSRF_HEADER) === CSRF_HEADER_VALUE) return true;
  const origin = c.req.header('origin');
  if (!origin) return false;
  const siteOrigin = new URL(c.get('services').auth.siteUrl).origin;
  return origin === siteOrigin || origin === new URL(c.req.url).origin;
}

/** Sets `auth` when the request carries a live session; a visitor passes through. */
export const optionalAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const credential = c.get('auth') ? null : credentialOf(c);
  if (credential) {
    const { auth, now } = c.get('services');
    const session = await findSession(c.get('db'), credential.token, auth, now());
    if (session) {
      if (credential.via === 'cookie' && !passesCsrf(c)) throw new ApiError(403, 'Api.csrf');
      c.set('auth', session);
    }
  }
  await next();
};

/**
 * For a GET that changes something (the specification's GET email/resend sends a mail): a
 * cookie-authenticated call must prove it comes from the portal like any change.
 */
export const requireCsrfOnGet: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (credentialOf(c)?.via === 'cookie' && !passesCsrf(c, { safeMethodsPass: false })) {
    throw new ApiError(403, 'Api.csrf');
  }
  await next();
};

/** 401 unless the request carries a live session (Bearer token or session cookie). */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  await optionalAuth(c, async () => {});
  if (!c.get('auth')) throw new ApiError(401, 'Api.unauthenticated');
  await next();
};

/** The signed-in session; only inside routes behind `requireAuth`. */
export function sessionOf(c: Context<AppEnv>) {
  const auth = c.get('auth');
  if (!auth) throw new ApiError(401, 'Api.unauthenticated');
  return auth;
}

/** 403 when a member names another member's `{userId}`. */
export function assertOwnUser(c: Context<AppEnv>, userId: number) {
  if (sessionOf(c).user.id !== userId) throw new ApiError(403, 'Api.forbidden');
}

/** A staff session, whether or not it has passed the second factor (a visitor 401, a member 403). */
export const requireStaffPassword: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireAuth(c, async () => {});
  if (sessionOf(c).user.role === 'user') throw new ApiError(403, 'Api.forbidden');
  await next();
};

/**
 * A console area's routes (issue 13, the roles from `STAFF_AREAS`): 401 for a visitor, 403 for a
 * member or a staff role the area is not for, 401 `Api.secondFactorRequired` for staff whose
 * session has not passed the second factor. An administrator opens every area.
 */
export function requireStaffArea(area: StaffArea): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await requireStaffPassword(c, async () => {});
    const session = sessionOf(c);
    if (!session.secondFactorAt) throw new ApiError(401, 'Api.secondFactorRequired');
    if (!canOpenArea(session.user.role as StaffRole, area))
      throw new ApiError(403, 'Api.forbidden');
    await next();
  };
}
