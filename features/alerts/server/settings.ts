import 'server-only';
import type { Context } from 'hono';

import type { AppEnv } from '@/lib/api/types';

const DEFAULT_DAILY_MINUTES = 1440;

/** The clock, the site's address, the digests' period and the app secret of the request's services. */
export function alertSettings(c: Context<AppEnv>) {
  const services = c.get('services');
  return {
    now: services.now(),
    siteUrl: services.auth.siteUrl,
    secret: services.auth.secret,
    settings: { dailyMinutes: services.alertDailyMinutes ?? DEFAULT_DAILY_MINUTES },
  };
}
