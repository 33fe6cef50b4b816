import 'server-only';
import type { MiddlewareHandler } from 'hono';

import { addressKey, enforceLimit, HOUR_MS } from '@/lib/api/rate-limits';
import type { AppEnv } from '@/lib/api/types';
import { sessionOf } from '@/lib/auth/middleware';

// Issue 5: per-user and per-address limits stop what a captcha misses; an office behind one
// address gets room for several members.
export const ENQUIRY_LIMITS = {
  perUser: { limit: 10, windowMs: HOUR_MS },
  perAddress: { limit: 30, windowMs: HOUR_MS },
} as const;

/** Route middleware behind requireAuth: 429 with Retry-After when either window is full. */
export const limitEnquiries: MiddlewareHandler<AppEnv> = async (c, next) => {
  await enforceLimit(c, `enquiry:user:${sessionOf(c).user.id}`, ENQUIRY_LIMITS.perUser);
  await enforceLimit(c, addressKey(c, 'enquiry'), ENQUIRY_LIMITS.perAddress);
  await next();
};
