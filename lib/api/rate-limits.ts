import 'server-only';
import type { Context, MiddlewareHandler } from 'hono';

import { clientAddress } from '@/lib/http/client-address';

import { ApiError } from './errors';
import type { AppEnv } from './types';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

export type Limit = { limit: number; windowMs: number };

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

/** The key of a limit counted per caller address. */
export const addressKey = (c: Context<AppEnv>, name: string) =>
  `${name}:ip:${clientAddress(c.req.raw.headers, c.get('services').trustedProxies)}`;

/**
 * On the 429 of a password route's per-address limit: the portal's server
 * (scripts/server/password-requests.mjs) then refuses the address's next attempts itself, before
 * Next, until Retry-After (issue 48), and removes the header.
 */
export const ADDRESS_LIMITED_HEADER = 'x-portal-address-limited';

/**
 * Route middleware: a limit per caller address, checked before the body is even validated.
 * `refuseBeforeNext` (the routes that hash a password): its 429 is marked ADDRESS_LIMITED_HEADER.
 */
export function limitByAddress(
  name: string,
  limit: Limit,
  { refuseBeforeNext = false }: { refuseBeforeNext?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    try {
      await enforceLimit(c, addressKey(c, name), limit);
    } catch (error) {
      if (refuseBeforeNext && error instanceof ApiError && error.status === 429) {
        error.headers[ADDRESS_LIMITED_HEADER] = '1';
      }
      throw error;
    }
    await next();
  };
}
