import 'server-only';
import type { MiddlewareHandler } from 'hono';

import { ApiError } from './errors';
import type { AppEnv } from './types';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Login, registration, password reset and every other write refuse a request another site makes
 * the browser send (a login CSRF would sign the victim in as the attacker): `Sec-Fetch-Site:
 * cross-site`, or an Origin (`null` included) that is neither the portal's nor the request's own.
 * A Bearer-authenticated call is an API client's, which a browser never sends by itself.
 */
export const refuseCrossSiteWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && !/^Bearer\s/i.test(c.req.header('authorization') ?? '')) {
    const fetchSite = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const allowed = [new URL(c.get('services').auth.siteUrl).origin, new URL(c.req.url).origin];
    if (fetchSite === 'cross-site' || (origin !== undefined && !allowed.includes(origin))) {
      throw new ApiError(403, 'Api.crossSite');
    }
  }
  await next();
};

/**
 * Answers about a member (the user, enquiries) and answers that carry a token (login, register)
 * are never stored by a browser or a shared cache. Only an answer its route marked public (the
 * lookups, uploaded files) keeps its caching when a session rides along.
 */
export const noStoreForSessions: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const write = !SAFE_METHODS.has(c.req.method);
  const credentialed =
    c.req.header('authorization') !== undefined ||
    /(^|;\s*)(__Host-)?portal_session=/.test(c.req.header('cookie') ?? '') ||
    c.res.headers.has('set-cookie');
  const isPublic = /\bpublic\b/.test(c.res.headers.get('cache-control') ?? '');
  if (write || (credentialed && !isPublic)) c.res.headers.set('Cache-Control', 'no-store');
};
