import 'server-only';
import type { Context, MiddlewareHandler } from 'hono';

import { ApiError } from '@/lib/api/errors';
import type { AppEnv } from '@/lib/api/types';
import { clientAddress } from '@/lib/auth/client-address';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

// The limits of issue 4: counted per caller address (and per e-mail or user where it matters),
// before any password is hashed so a flood cannot buy argon2 time.
export const LIMITS = {
  register: { limit: 10, windowMs: HOUR_MS },
  login: { limit: 20, windowMs: 5 * MINUTE_MS },
  forgotPerAddress: { limit: 10, windowMs: 15 * MINUTE_MS },
  forgotPerEmail: { limit: 3, windowMs: 15 * MINUTE_MS },
  reset: { limit: 20, windowMs: 15 * MINUTE_MS },
  resend: { limit: 1, windowMs: MINUTE_MS },
} as const;

type Limit = { limit: number; windowMs: number };

/** A 429 that tells the client, in the body and in Retry-After, how long to wait. */
export function tooManyRequests(seconds: number, message = 'Api.tooManyRequests'): ApiError {
  return new ApiError(429, message, {}, { seconds }, { 'Retry-After': String(seconds) });
}

/** Counts one attempt under `key`; throws a 429 when the window is full. */
export async function enforceLimit(
  c: Context<AppEnv>,
  key: string,
  { limit, windowMs }: Limit,
  message?: string,
): Promise<void> {
  const result = await c.get('services').limiter.hit(key, limit, windowMs);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds, message);
}

/** Route middleware: a limit per caller address, checked before the body is even validated. */
export function limitByAddress(name: string, limit: Limit): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await enforceLimit(c, `${name}:ip:${clientAddress(c.req.raw.headers)}`, limit);
    await next();
  };
}
