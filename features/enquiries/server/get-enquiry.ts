import 'server-only';
import { and, asc, eq } from 'drizzle-orm';

import { toUserEnquiry } from '@/features/enquiries/server/list-user-enquiries';
import { enquiries, enquiryEvents } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { parseTimestamp } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

import { storedAnswerSchema, type StoredAnswer } from '../answer-schemas';
import type { EnquiryDetail, MemberReply } from '../schemas';

import { readLookups } from './lookups';

// Rows stored before the answers carried question texts, or by hand, still read.
export const readAnswers = (value: unknown): StoredAnswer[] | null =>
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
  const [{ labels }, conversation] = await Promise.all([
    readLookups(db, row.data),
    readConversation(db, row.id),
  ]);
  return {
    ...toUserEnquiry(row, locale),
    data: row.data,
    answers: readAnswers(row.answers),
    labels,
    conversation,
  };
}

/** The team's replies to the member, oldest first: never staff notes, status moves or owners. */
export async function readConversation(db: Db, enquiryId: number): Promise<MemberReply[]> {
  const rows = await db
    .select({
      id: enquiryEvents.id,
      created_at: enquiryEvents.created_at,
      message: enquiryEvents.message,
    })
    .from(enquiryEvents)
    .where(and(eq(enquiryEvents.enquiry_id, enquiryId), eq(enquiryEvents.kind, 'reply')))
    .orderBy(asc(enquiryEvents.created_at), asc(enquiryEvents.id));
  return rows.map((event) => ({
    id: event.id,
    date: parseTimestamp(event.created_at).toISOString(),
    message: event.message ?? '',
  }));
}
