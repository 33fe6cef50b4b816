import 'server-only';
import { and, eq, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';

import { enquiries, enquiryEvents, users } from '@/lib/db/schema';
import { searchPattern } from '@/lib/search/like-pattern';
import { normalizeText } from '@/lib/search/normalize-text';
import { normalizedLike as like } from '@/lib/search/normalized-sql';
import { ageCutoff } from '@/lib/time/working-days';

import { CLOSED_STATUSES } from '../enquiry-moves';
import type { StaffEnquiryFilter } from '../staff-schemas';

import type { StaffContext } from './staff-context';

/** The agency's first answer the member saw: the earliest reply or status move. */
export const respondedAt = sql<
  string | null
>`(select min(${enquiryEvents.created_at}) from ${enquiryEvents} where ${enquiryEvents.enquiry_id} = ${enquiries.id} and ${enquiryEvents.kind} in ('reply', 'status'))`;

const open = () => notInArray(enquiries.status, [...CLOSED_STATUSES]);
const olderThan = (minAge: number, now: Date) => {
  const cutoff = ageCutoff(minAge, now);
  return cutoff ? lt(enquiries.created_at, cutoff.toISOString()) : undefined;
};

// The member's name and e-mail, the request number and every value the member sent.
function textMatch(q: string): SQL | undefined {
  const pattern = searchPattern(q);
  if (!pattern) return undefined;
  const number = /^#?(\d{1,9})$/.exec(normalizeText(q))?.[1];
  return or(
    number ? eq(enquiries.id, Number(number)) : undefined,
    like(users.name, pattern),
    like(users.last_name, pattern),
    like(sql`${users.name} || ' ' || coalesce(${users.last_name}, '')`, pattern),
    like(users.email, pattern),
    like(enquiries.email, pattern),
    sql`case when jsonb_typeof(${enquiries.data}) = 'object' then exists (select 1 from jsonb_each_text(${enquiries.data}) as sent(key, value) where ${like(sql`sent.value`, pattern)}) else false end`,
  );
}

/** The WHERE of the list's filters (the list, its count and the CSV share it). */
export function filterWhere(filter: StaffEnquiryFilter, context: StaffContext): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.type) conditions.push(eq(enquiries.enq_type, Number(filter.type)));
  if (filter.status === 'open') conditions.push(open());
  else if (filter.status) conditions.push(eq(enquiries.status, Number(filter.status)));
  if (filter.owner === 'none') conditions.push(isNull(enquiries.owner_id));
  else if (filter.owner === 'me') conditions.push(eq(enquiries.owner_id, context.userId));
  else if (filter.owner) conditions.push(eq(enquiries.owner_id, Number(filter.owner)));
  if (filter.overdue === '1') {
    conditions.push(
      open(),
      sql`${respondedAt} is null`,
      olderThan(context.targetDays + 1, context.now),
    );
  }
  // Ages are counted for open enquiries only.
  if (filter.age_min) conditions.push(open(), olderThan(filter.age_min, context.now));
  if (filter.q) conditions.push(textMatch(filter.q));
  return and(...conditions);
}
