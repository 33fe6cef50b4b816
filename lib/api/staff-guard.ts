import 'server-only';
import type { MiddlewareHandler } from 'hono';

import { requireStaffPassword, sessionOf } from '@/lib/auth/middleware';

import { ApiError } from './errors';
import type { AppEnv } from './types';

/** Where the console's API lives; `app.use(STAFF_API_PATTERN, staffGuard)` in the API's build. */
export const STAFF_API_PATTERN = '/staff/*';
/** The only staff path a visitor reaches: the console's password step. */
export const STAFF_PUBLIC_PATHS: readonly string[] = ['/api/staff/login'];
/** The sign-in steps a staff session takes before its second factor. */
const SIGN_IN_PATH = /^\/api\/staff\/second-factor\//;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The second wall around `/api/staff/*` (issue 24), before any route runs: a visitor 401, a
 * member 403, staff before the second factor 401 (but on the sign-in steps). After the route, a
 * successful write that did not go through `staffChange` (so wrote no audit entry) is logged as an
 * error, and refused where `services.strictStaffWrites` is set (the tests).
 */
export const staffGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (STAFF_PUBLIC_PATHS.includes(c.req.path)) return next();
  await requireStaffPassword(c, async () => {});
  if (!SIGN_IN_PATH.test(c.req.path) && !sessionOf(c).secondFactorAt) {
    throw new ApiError(401, 'Api.secondFactorRequired');
  }
  await next();
  if (WRITE_METHODS.has(c.req.method) && c.res.status < 300 && !c.get('staffChange')) {
    c.get('log').error({ path: c.req.path, method: c.req.method }, 'staff write without audit');
    if (c.get('services').strictStaffWrites) {
      throw new Error(`${c.req.method} ${c.req.path} changed data without staffChange`);
    }
  }
};
