import 'server-only';
import { and, count, desc, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';

import { notFound } from '@/lib/api/errors';
import type { StaffChangeOutcome, StaffChangeScope } from '@/lib/api/staff-change';
import { nextVersion } from '@/lib/db/next-version';
import { consultationRequests, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { parseTimestamp } from '@/lib/i18n/format-date';
import { pageFields, pageOffset } from '@/lib/pagination';
import { searchPattern } from '@/lib/search/like-pattern';
import { normalizedLike } from '@/lib/search/normalized-sql';

import {
  CONSULTATION_PAGE_SIZE,
  type StaffConsultation,
  type StaffConsultationPage,
  type StaffConsultationQuery,
} from '../staff-consultation-schemas';

const iso = (value: string | null) => (value ? parseTimestamp(value).toISOString() : null);
function whereOf(query: StaffConsultationQuery): SQL | undefined {
  const pattern = searchPattern(query.q ?? '');
  return and(
    query.handled === '1' ? isNotNull(consultationRequests.handled_at) : undefined,
    query.handled === '0' ? isNull(consultationRequests.handled_at) : undefined,
    pattern
      ? or(
          normalizedLike(consultationRequests.name, pattern),
          normalizedLike(consultationRequests.email, pattern),
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
    version: request.version,
    captcha_unverified: request.captcha_unverified,
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
      .offset(pageOffset(page, CONSULTATION_PAGE_SIZE)),
    db.select({ total: count() }).from(consultationRequests).where(where),
  ]);
  return {
    rows: rows.map(toConsultation),
    ...pageFields(Number(counted?.total ?? 0), page, CONSULTATION_PAGE_SIZE),
  };
}

/** One request as the console lists it. */
export async function getConsultation(db: Db, id: number): Promise<StaffConsultation> {
  const [row] = await db
    .select(columns)
    .from(consultationRequests)
    .leftJoin(users, eq(users.id, consultationRequests.handled_by))
    .where(eq(consultationRequests.id, id));
  if (!row) throw notFound();
  return toConsultation(row);
}

/**
 * Marks a request handled by the staff member, from the version the list showed; one already
 * handled keeps who handled it first (and changes nothing).
 */
export async function markConsultationHandled(
  { tx, actor, now, checkVersion }: StaffChangeScope,
  id: number,
): Promise<StaffChangeOutcome<null>> {
  const [request] = await tx
    .select()
    .from(consultationRequests)
    .where(eq(consultationRequests.id, id))
    .for('update');
  if (!request) throw notFound();
  checkVersion(request.version);
  if (request.handled_at) return { result: null, audit: null };
  const handledAt = now.toISOString();
  await tx
    .update(consultationRequests)
    .set({
      handled_at: handledAt,
      handled_by: actor.id,
      version: nextVersion(consultationRequests.version),
    })
    .where(eq(consultationRequests.id, id));
  return {
    result: null,
    audit: {
      action: 'consultation.handled',
      entityType: 'consultation_requests',
      entityId: id,
      before: { handled_at: null, handled_by: null },
      after: { handled_at: handledAt, handled_by: actor.id },
    },
  };
}
