import 'server-only';
import { and, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';

import { buyerMessages, companies, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { searchPattern } from '@/lib/search/like-pattern';
import { normalizedLike as like } from '@/lib/search/normalized-sql';

import type { StaffBuyerMessage, StaffBuyerMessageList, StaffQuery } from '../schemas';

import { pageOfMessages, selectMessages, toStaffMessage } from './message-rows';

function conditions(query: StaffQuery): SQL | undefined {
  const parts: SQL[] = [];
  const pattern = searchPattern(query.q ?? '');
  if (pattern) {
    parts.push(
      or(
        like(buyerMessages.subject, pattern),
        like(companies.company_registered_name, pattern),
        like(companies.company_trading_name, pattern),
        like(sql`concat_ws(' ', ${users.name}, ${users.last_name})`, pattern),
        like(users.email, pattern),
      )!,
    );
  }
  if (query.company_id !== undefined) parts.push(eq(buyerMessages.company_id, query.company_id));
  if (query.state === 'unread') parts.push(isNull(buyerMessages.read_at));
  if (query.state === 'read') {
    parts.push(isNotNull(buyerMessages.read_at), isNull(buyerMessages.replied_at));
  }
  if (query.state === 'replied') parts.push(isNotNull(buyerMessages.replied_at));
  return parts.length > 0 ? and(...parts) : undefined;
}

/** GET /api/staff/buyer-messages: every relayed message, newest first, searched and filtered. */
export async function listStaffMessages(db: Db, query: StaffQuery): Promise<StaffBuyerMessageList> {
  const where = conditions(query);
  return pageOfMessages(db, where, query, toStaffMessage);
}

/** GET /api/staff/buyer-messages/{id}: one message with both sides. */
export async function getStaffMessage(db: Db, id: number): Promise<StaffBuyerMessage | null> {
  const [row] = await selectMessages(db).where(eq(buyerMessages.id, id));
  return row ? toStaffMessage(row) : null;
}
