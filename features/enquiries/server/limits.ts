import 'server-only';
import type { MiddlewareHandler } from 'hono';

import { ApiError } from '@/lib/api/errors';
import type { AppEnv } from '@/lib/api/types';
import { clientAddress } from '@/lib/auth/client-address';
import { sessionOf } from '@/lib/auth/middleware';

const HOUR_MS = 60 * 60_000;

// Issue 5: per-user and per-address limits stop what a captcha misses; an office behind one
// address gets room for several members.
export const ENQUIRY_LIMITS = {
  perUser: { limit: 10, windowMs: HOUR_MS },
  perAddress: { limit: 30, windowMs: HOUR_MS },
} as const;

/** Route middleware behind requireAuth: 429 with Retry-After when either window is full. */
export const limitEnquiries: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { limiter } = c.get('services');
  const checks = [
    { key: `enquiry:user:${sessionOf(c).user.id}`, ...ENQUIRY_LIMITS.perUser },
    { key: `enquiry:ip:${clientAddress(c.req.raw.headers)}`, ...ENQUIRY_LIMITS.perAddress },
  ];
  for (const { key, limit, windowMs } of checks) {
    const result = await limiter.hit(key, limit, windowMs);
    if (!result.allowed) {
      const seconds = result.retryAfterSeconds;
      throw new ApiError(
        429,
        'Api.tooManyRequests',
        {},
        { seconds },
        { 'Retry-After': String(seconds) },
      );
    }
  }
  await next();
};
