import 'server-only';
import { cookies } from 'next/headers';

import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';

import { sessionCookieName } from './cookie';
import { findSession, type AuthSession } from './sessions';

/** The session of the page's visitor, for member pages rendered on the server (ARCHITECTURE §4). */
export async function getPageSession(): Promise<AuthSession | null> {
  const config = getConfig();
  const token = (await cookies()).get(sessionCookieName(config.SITE_URL))?.value;
  if (!token) return null;
  return findSession(await getDb(), token, {
    idleMinutes: config.SESSION_IDLE_MINUTES,
    absoluteHours: config.SESSION_ABSOLUTE_HOURS,
    staffIdleMinutes: config.STAFF_SESSION_IDLE_MINUTES,
    staffAbsoluteHours: config.STAFF_SESSION_ABSOLUTE_HOURS,
  });
}
