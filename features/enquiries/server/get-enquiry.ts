import 'server-only';
import { and, eq } from 'drizzle-orm';

import { toUserEnquiry } from '@/features/enquiries/server/list-user-enquiries';
import { enquiries } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';

import { storedAnswerSchema, type EnquiryDetail, type StoredAnswer } from '../schemas';

import { readLookups } from './lookups';

// Rows stored before the answers carried question texts, or by hand, still read.
const readAnswers = (value: unknown): StoredAnswer[] | null =>
  Array.isArray(value)
    ? value.flatMap((answer) => {
        const parsed = storedAnswerSchema.safeParse(answer);
        return parsed.success ? [parsed.data] : [];
      })
    : null;

/** One of the member's own enquiries as it was sent; null for another member's or an unknown id. */
export async function getOwnEnquiry(
  db: Db,
  userId: number,
  id: number,
  locale: Locale,
): Promise<EnquiryDetail | null> {
  const [row] = await db
    .select()
    .from(enquiries)
    .where(and(eq(enquiries.id, id), eq(enquiries.user_id, userId)));
  if (!row) return null;
  // A lookup row deleted since is simply left without a name.
  const { labels } = await readLookups(db, row.data);
  return {
    ...toUserEnquiry(row, locale),
    data: row.data,
    answers: readAnswers(row.answers),
    labels,
  };
}
