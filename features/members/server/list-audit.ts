import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';

import { auditLog, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { pageFields, pageOffset } from '@/lib/pagination';
import { containsPattern } from '@/lib/search/like-pattern';
import { ammanDayEnd, ammanDayStart } from '@/lib/time/amman-day';

import type { AuditList, AuditQuery } from '../schemas';

import { isoOf } from './timestamps';

function auditConditions(query: AuditQuery): SQL | undefined {
  const conditions: SQL[] = [];
  const actor = query.actor?.trim();
  if (actor) {
    conditions.push(
      /^\d{1,9}$/.test(actor)
        ? eq(auditLog.actor_id, Number(actor))
        : ilike(auditLog.actor_email, containsPattern(actor)),
    );
  }
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.entity_type) conditions.push(eq(auditLog.entity_type, query.entity_type));
  if (query.entity_id) conditions.push(eq(auditLog.entity_id, query.entity_id));
  if (query.from)
    conditions.push(gte(auditLog.created_at, ammanDayStart(query.from).toISOString()));
  if (query.to) conditions.push(lt(auditLog.created_at, ammanDayEnd(query.to).toISOString()));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * GET /api/staff/audit: one page of the audit log, newest first, filtered by who, what, which
 * record and the days (Amman) it happened; with the actions and record types the log holds.
 */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditList> {
  const where = auditConditions(query);
  const [[{ total } = { total: 0 }], rows, actions, types] = await Promise.all([
    db.select({ total: count() }).from(auditLog).where(where),
    db
      .select({ entry: auditLog, name: users.name, last_name: users.last_name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actor_id))
      .where(where)
      .orderBy(desc(auditLog.created_at), desc(auditLog.id))
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
    db
      .selectDistinct({ value: auditLog.entity_type })
      .from(auditLog)
      .orderBy(asc(auditLog.entity_type)),
  ]);
  return {
    data: rows.map(({ entry, name, last_name }) => ({
      ...entry,
      actor_name: name === null ? null : [name, last_name].filter(Boolean).join(' '),
      created_at: isoOf(entry.created_at),
    })),
    ...pageFields(total, query.page, query.page_size),
    actions: actions.map((row) => row.value),
    entity_types: types.map((row) => row.value),
  };
}
