import 'server-only';
import { eq } from 'drizzle-orm';

import { users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

/** part 3 §4 "Newsletter": subscribed is 1, unsubscribed 0. */
export async function setNewsletterSubscription(
  db: Db,
  userId: number,
  subscribed: boolean,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ subscribe: subscribed ? 1 : 0, updated_at: now.toISOString() })
    .where(eq(users.id, userId));
}
