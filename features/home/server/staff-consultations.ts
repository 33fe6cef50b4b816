import 'server-only';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';

import { notFound } from '@/lib/api/errors';
import { writeAudit } from '@/lib/audit/write-audit';
import type { AuthSession } from '@/lib/auth/sessions';
import { consultationRequests, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { parseTimestamp } from '@/lib/i18n/format-date';

import {
  CONSULTATION_PAGE_SIZE,
  type StaffConsultation,
  type StaffConsultationPage,
  type StaffConsultationQuery,
} from '../staff-consultation-schemas';

const iso = (value: string | null) => (value ? parseTimestamp(value).toISOString() : null);
const pattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function whereOf(query: StaffConsultationQuery): SQL | undefined {
  return and(
    query.handled === '1' ? isNotNull(consultationRequests.handled_at) : undefined,
    query.handled === '0' ? isNull(consultationRequests.handled_at) : undefined,
    query.q
      ? or(
          ilike(consultationRequests.name, pattern(query.q)),
          ilike(consultationRequests.email, pattern(query.q)),
        )
      : undefined,
  );
}

const columns = {
  request: consultationRequests,
  handler_name: users.name,
  handler_last_name: users.last_name,
};

function toConsultation(row: {
  request: typeof consultationRequests.$inferSelect;
  handler_name: string | null;
  handler_last_name: string | null;
}): StaffConsultation {
  const { request } = row;
  return {
    id: request.id,
    name: request.name,
    email: request.email,
    locale: request.locale,
    created_at: iso(request.created_at)!,
    handled_at: iso(request.handled_at),
    handled_by:
      request.handled_by === null || row.handler_name === null
        ? null
        : {
            id: request.handled_by,
            name: [row.handler_name, row.handler_last_name].filter(Boolean).join(' '),
          },
  };
}

/** A page of consultation requests, newest first, filtered by handled and by name or e-mail. */
export async function listConsultations(
  db: Db,
  query: StaffConsultationQuery,
): Promise<StaffConsultationPage> {
  const where = whereOf(query);
  const page = query.page ?? 1;
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(consultationRequests)
      .leftJoin(users, eq(users.id, consultationRequests.handled_by))
      .where(where)
      .orderBy(desc(consultationRequests.created_at), desc(consultationRequests.id))
      .limit(CONSULTATION_PAGE_SIZE)
      .offset((page - 1) * CONSULTATION_PAGE_SIZE),
    db.select({ total: count() }).from(consultationRequests).where(where),
  ]);
  return {
    rows: rows.map(toConsultation),
    total: Number(counted?.total ?? 0),
    page,
    page_size: CONSULTATION_PAGE_SIZE,
  };
}

/**
 * Marks a request handled by the staff member, with its audit entry, in one transaction; one
 * already handled keeps who handled it first.
 */
export async function markConsultationHandled(
  db: Db,
  id: number,
  actor: AuthSession['user'],
  now: Date,
): Promise<StaffConsultation> {
  await db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.id, id))
      .for('update');
    if (!request) throw notFound();
    if (request.handled_at) return;
    const handledAt = now.toISOString();
    await tx
      .update(consultationRequests)
      .set({ handled_at: handledAt, handled_by: actor.id })
      .where(eq(consultationRequests.id, id));
    await writeAudit(
      tx,
      actor,
      {
        action: 'consultation.handled',
        entityType: 'consultation_requests',
        entityId: id,
        before: { handled_at: null, handled_by: null },
        after: { handled_at: handledAt, handled_by: actor.id },
      },
      now,
    );
  });
  const [row] = await db
    .select(columns)
    .from(consultationRequests)
    .leftJoin(users, eq(users.id, consultationRequests.handled_by))
    .where(eq(consultationRequests.id, id));
  return toConsultation(row!);
}
