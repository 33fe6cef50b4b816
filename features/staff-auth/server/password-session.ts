import 'server-only';
import type { MiddlewareHandler } from 'hono';

import { ApiError } from '@/lib/api/errors';
import type { AppEnv } from '@/lib/api/types';
import { requireAuth, sessionOf } from '@/lib/auth/middleware';
import { isStaffRole } from '@/lib/auth/sessions';

/**
 * The second-factor routes: a staff session, whether or not it has passed the second factor yet
 * (a visitor 401, a member 403).
 */
export const requireStaffPassword: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireAuth(c, async () => {});
  if (!isStaffRole(sessionOf(c).user.role)) throw new ApiError(403, 'Api.forbidden');
  await next();
};
