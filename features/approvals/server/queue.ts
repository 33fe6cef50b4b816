import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';

import { isHeld } from '@/features/screening/screening-hold';
import { companies, products, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { parseTimestamp } from '@/lib/i18n/format-date';
import { pageCountOf, pageFields } from '@/lib/pagination';

import {
  APPROVAL_TYPES,
  type ApprovalKind,
  type ApprovalType,
  QUEUE_PAGE_SIZE,
  type QueueOrder,
} from '../approval-types';
import type { QueueAnswer, QueueItem, WaitingCounts } from '../schemas';

import { isChange, memberColumns, searchWhere, tableOf, waitingWhere } from './waiting-records';

export type QueueFilters = {
  type: ApprovalType;
  kind?: ApprovalKind | null;
  q?: string;
  /** Newest first when absent. */
  order?: QueueOrder;
  page: number;
};

/** How many records of each type wait, new and changed (the tabs and the dashboard tile). */
export async function countWaiting(db: Db): Promise<WaitingCounts> {
  const counts = await Promise.all(
    APPROVAL_TYPES.map(async (type) => {
      const table = tableOf(type);
      const [row] = await db
        .select({
          total: sql<number>`cast(count(*) as integer)`,
          changed: sql<number>`cast(count(*) filter (where ${isChange(table)}) as integer)`,
        })
        .from(table)
        .where(waitingWhere(table, null));
      const total = Number(row?.total ?? 0);
      const changed = Number(row?.changed ?? 0);
      return [type, { new: total - changed, changed }] as const;
    }),
  );
  return Object.fromEntries(counts) as WaitingCounts;
}

// One select for each tab, each with the same shape: the record, its company and its owner.
function selectWaiting(db: Db, type: ApprovalType) {
  const table = tableOf(type);
  const item =
    type === 'company'
      ? sql<null>`null`
      : {
          name_eng: (table as typeof products).name_eng,
          name_ara: (table as typeof products).name_ara,
        };
  const query = db
    .select({
      id: table.id,
      status: table.status,
      change: sql<boolean>`(${isChange(table)})`,
      updated_at: table.updated_at,
      company: {
        id: companies.id,
        registered_name: companies.company_registered_name,
        trading_name: companies.company_trading_name,
        held: isHeld('company', companies.id),
      },
      item,
      member: memberColumns,
    })
    .from(table);
  const joined =
    type === 'company'
      ? query
      : query.innerJoin(companies, eq(companies.id, (table as typeof products).company_id));
  return joined.innerJoin(users, eq(users.id, companies.user_id));
}

/**
 * The records waiting for a decision, a page at a time: newest first (last sent), or oldest first
 * when asked; the id breaks ties the same way.
 */
export async function listWaiting(db: Db, filters: QueueFilters): Promise<QueueAnswer> {
  const { type } = filters;
  const table = tableOf(type);
  const where = and(waitingWhere(table, filters.kind ?? null), searchWhere(type, filters.q ?? ''));
  const countQuery = db.select({ total: sql<number>`cast(count(*) as integer)` }).from(table);
  const counted =
    type === 'company'
      ? countQuery.innerJoin(users, eq(users.id, companies.user_id))
      : countQuery
          .innerJoin(companies, eq(companies.id, (table as typeof products).company_id))
          .innerJoin(users, eq(users.id, companies.user_id));
  const [[countRow], counts] = await Promise.all([counted.where(where), countWaiting(db)]);
  const total = Number(countRow?.total ?? 0);
  const pageCount = pageCountOf(total, QUEUE_PAGE_SIZE);
  const page = Math.min(filters.page, pageCount);
  const direction = filters.order === 'oldest' ? asc : desc;
  const rows = await selectWaiting(db, type)
    .where(where)
    .orderBy(direction(table.updated_at), direction(table.id))
    .limit(QUEUE_PAGE_SIZE)
    .offset((page - 1) * QUEUE_PAGE_SIZE);
  const items: QueueItem[] = rows.map((row) => ({
    type,
    id: row.id,
    status: row.status,
    kind: row.change ? 'changed' : 'new',
    waiting_since: parseTimestamp(row.updated_at).toISOString(),
    company: row.company,
    item: row.item ?? null,
    member: row.member,
  }));
  return { items, ...pageFields(total, page, QUEUE_PAGE_SIZE), counts };
}
