import 'server-only';
import { cookies } from 'next/headers';

import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';

import { SESSION_COOKIE } from './cookie';
import { findSession, type AuthSession } from './sessions';

/** The session of the page's visitor, for member pages rendered on the server (ARCHITECTURE §4). */
export async function getPageSession(): Promise<AuthSession | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return null;
  const config = getConfig();
  return findSession(await getDb(), token, {
    idleMinutes: config.SESSION_IDLE_MINUTES,
    absoluteHours: config.SESSION_ABSOLUTE_HOURS,
  });
}
