import 'server-only';
import type { Context } from 'hono';

import type { AppEnv } from '@/lib/api/types';
import { sessionOf } from '@/lib/auth/middleware';
import { getConfig } from '@/lib/config';
import type { Locale } from '@/lib/i18n/routing';

/** Who asks and when: `owner=me` is the asker, ages are counted at `now`. */
export type StaffContext = { userId: number; now: Date; targetDays: number; locale: Locale };

/** What the console's enquiry reads need of the request: who asks, when, target and language. */
export const staffContextOf = (c: Context<AppEnv>): StaffContext => ({
  userId: sessionOf(c).user.id,
  now: c.get('services').now(),
  targetDays: c.get('services').enquiryTargetDays,
  locale: c.get('locale'),
});

/** The same for a console page (no API call): who looks, now, the page's language. */
export const consoleStaffContext = (userId: number, locale: Locale): StaffContext => ({
  userId,
  now: new Date(),
  targetDays: getConfig().ENQUIRY_RESPONSE_TARGET_DAYS,
  locale,
});
