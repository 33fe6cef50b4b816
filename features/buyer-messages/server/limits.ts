import 'server-only';
import type { Context } from 'hono';

import { ApiError } from '@/lib/api/errors';
import type { AppEnv } from '@/lib/api/types';

import { RELAY_LIMITS } from '../constants';

/**
 * Counts one message of the sender in the hour's and the day's windows; a full window answers 429
 * with Retry-After and, in the request's language, how many minutes to wait.
 */
export async function limitSender(c: Context<AppEnv>, senderId: number): Promise<void> {
  const { limiter } = c.get('services');
  for (const [name, { limit, windowMs }] of Object.entries(RELAY_LIMITS)) {
    const result = await limiter.hit(`buyer-message:${name}:user:${senderId}`, limit, windowMs);
    if (!result.allowed) {
      const seconds = result.retryAfterSeconds;
      throw new ApiError(
        429,
        'BuyerMessages.api.tooMany',
        {},
        { minutes: Math.max(1, Math.ceil(seconds / 60)) },
        { 'Retry-After': String(seconds) },
      );
    }
  }
}
