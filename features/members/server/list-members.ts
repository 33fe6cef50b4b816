import 'server-only';
import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';

import { isHeld } from '@/features/screening/screening-hold';
import { companies, enquiries, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { pageFields, pageOffset } from '@/lib/pagination';

import type { MemberSort } from '../constants';
import type { MemberList, MemberListQuery } from '../schemas';

import { memberConditions } from './member-search';
import { isoOf, isoOrNull } from './timestamps';

function orderOf(sort: MemberSort, enquiryCount: SQL): SQL[] {
  const descending = sort.startsWith('-');
  const direction = descending ? desc : asc;
  const tieBreak = descending ? desc(users.id) : asc(users.id);
  switch (sort.replace('-', '')) {
    case 'name':
      return [
        direction(sql`lower(${users.name})`),
        direction(sql`lower(coalesce(${users.last_name}, ''))`),
        tieBreak,
      ];
    case 'email':
      return [direction(sql`lower(${users.email})`), tieBreak];
    case 'enquiries':
      return [direction(enquiryCount), tieBreak];
    default:
      return [direction(users.created_at), tieBreak];
  }
}

/**
 * GET /api/staff/members: one page of members (role `user`) with their company and how many
 * enquiries they sent, searched, filtered and ordered on the server.
 */
export async function listMembers(db: Db, query: MemberListQuery): Promise<MemberList> {
  const where = memberConditions(query);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(users)
    .leftJoin(companies, eq(companies.user_id, users.id))
    .where(where);
  const counts = db
    .select({ user_id: enquiries.user_id, count: count().as('enquiry_count') })
    .from(enquiries)
    .groupBy(enquiries.user_id)
    .as('enquiry_counts');
  const enquiryCount = sql<number>`coalesce(${counts.count}, 0)`.mapWith(Number);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      last_name: users.last_name,
      email: users.email,
      phone: users.phone,
      is_vip: users.is_vip,
      suspended_at: users.suspended_at,
      created_at: users.created_at,
      company_id: companies.id,
      company_registered_name: companies.company_registered_name,
      company_trading_name: companies.company_trading_name,
      company_status: companies.status,
      company_held: sql<boolean>`(${companies.id} is not null and ${isHeld('company', companies.id)})`,
      enquiries_count: enquiryCount,
    })
    .from(users)
    .leftJoin(companies, eq(companies.user_id, users.id))
    .leftJoin(counts, eq(counts.user_id, users.id))
    .where(where)
    .orderBy(...orderOf(query.sort, enquiryCount))
    .limit(query.page_size)
    .offset(pageOffset(query.page, query.page_size));
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      last_name: row.last_name,
      email: row.email,
      phone: row.phone,
      is_vip: row.is_vip,
      suspended_at: isoOrNull(row.suspended_at),
      company:
        row.company_id === null
          ? null
          : {
              id: row.company_id,
              company_registered_name: row.company_registered_name ?? '',
              company_trading_name: row.company_trading_name ?? '',
              status: row.company_status ?? 10,
              held: row.company_held,
            },
      enquiries_count: row.enquiries_count,
      created_at: isoOf(row.created_at),
    })),
    ...pageFields(total, query.page, query.page_size),
  };
}
