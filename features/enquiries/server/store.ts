import 'server-only';
import { and, eq } from 'drizzle-orm';

import type { UserRow } from '@/lib/auth/sessions';
import { enquiries, mailOutbox } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';
import { outboxRows } from '@/lib/mail/outbox';

import type { StoredAnswer } from '../answer-schemas';
import type { SubmitData } from '../schemas';

import { confirmationEmail, notificationEmail } from './enquiry-emails';
import type { LookupLabels } from './lookups';

/** part 3 §4: a new enquiry is "new". */
export const NEW_STATUS = 10;

export type NewEnquiry = {
  user: UserRow;
  submitData: SubmitData;
  answers: StoredAnswer[] | null;
  labels: LookupLabels;
  locale: Locale;
  /** Amman time, "YYYY-MM-DD HH:mm:ss" (part 1 §3). */
  date: string;
  now: Date;
  idempotencyKey: string | null;
  /** Accepted while the captcha provider gave no verdict: flagged for staff (issue 25). */
  captchaUnverified?: boolean;
  siteUrl: string;
  inbox: string;
};

/** The enquiry an earlier request with the same key stored for this member. */
export async function findByIdempotencyKey(
  db: Db,
  userId: number,
  key: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(and(eq(enquiries.user_id, userId), eq(enquiries.idempotency_key, key)));
  return row?.id ?? null;
}

/**
 * Stores the enquiry and its two e-mails (the member's confirmation, the agency's notice) in ONE
 * transaction, so no enquiry exists without its mails and no mail without its enquiry. A key the
 * member already used stores nothing: the unique (user_id, idempotency_key) index decides, also
 * between parallel requests, and the first enquiry's id is answered.
 */
export async function storeEnquiry(
  db: Db,
  input: NewEnquiry,
): Promise<{ id: number; created: boolean }> {
  const { user, submitData } = input;
  // part 1 §3: the submitData as the spec defines it, with the server's e-mail and date.
  const data = { ...submitData, email: user.email, date: input.date };
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(enquiries)
      .values({
        user_id: user.id,
        enq_type: submitData.enq_type,
        status: NEW_STATUS,
        email: user.email,
        date: input.date,
        data,
        answers: input.answers,
        locale: input.locale,
        idempotency_key: input.idempotencyKey,
        captcha_unverified: input.captchaUnverified ?? false,
        created_at: input.now.toISOString(),
        updated_at: input.now.toISOString(),
      })
      .onConflictDoNothing({ target: [enquiries.user_id, enquiries.idempotency_key] })
      .returning({ id: enquiries.id });
    if (!row) return null;
    const mail = {
      id: row.id,
      enqType: submitData.enq_type,
      date: input.date,
      locale: input.locale,
      member: user,
      data,
      labels: input.labels,
      answers: input.answers,
      siteUrl: input.siteUrl,
      inbox: input.inbox,
    };
    await tx
      .insert(mailOutbox)
      .values(outboxRows([confirmationEmail(mail), notificationEmail(mail)], input.now));
    return row.id;
  });
  if (created !== null) return { id: created, created: true };
  const existing = await findByIdempotencyKey(db, user.id, input.idempotencyKey ?? '');
  if (existing === null) throw new Error('an idempotent enquiry conflicted but cannot be found');
  return { id: existing, created: false };
}
