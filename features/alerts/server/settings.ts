import 'server-only';
import type { Context } from 'hono';

import type { AppEnv } from '@/lib/api/types';

const DEFAULT_DAILY_MINUTES = 1440;

/** The clock, the site's address and the digests' period of the request's services. */
export function alertSettings(c: Context<AppEnv>) {
  const services = c.get('services');
  return {
    now: services.now(),
    siteUrl: services.auth.siteUrl,
    settings: { dailyMinutes: services.alertDailyMinutes ?? DEFAULT_DAILY_MINUTES },
  };
}
