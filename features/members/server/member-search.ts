import 'server-only';
import { and, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { companies, users } from '@/lib/db/schema';
import { containsPattern } from '@/lib/search/like-pattern';
import { normalizeText } from '@/lib/search/normalize-text';
import { normalizedLike as like } from '@/lib/search/normalized-sql';

import type { MemberListQuery } from '../schemas';

/** A phone's digits (and a leading +): "079 123-4567" is found by "0791234567" and the reverse. */
const phoneDigits = (value: SQL | AnyPgColumn) =>
  sql`regexp_replace(coalesce(${value}, ''), '[^0-9+]', '', 'g')`;

const PHONE_WRITING = /^[0-9+\s().-]+$/;

function matches(text: string): SQL {
  const pattern = containsPattern(text);
  const conditions = [
    like(sql`concat_ws(' ', ${users.name}, ${users.last_name})`, pattern),
    like(users.email, pattern),
    like(sql`coalesce(${users.phone}, '')`, pattern),
    like(companies.company_registered_name, pattern),
    like(companies.company_trading_name, pattern),
  ];
  // Only a query written as a phone ("079 555-1234"): the digits of a name with a number in it
  // ("Nadia 2r221") would find every phone that contains them.
  const digits = text.replace(/[^0-9+]/g, '');
  if (PHONE_WRITING.test(text) && digits.length >= 3 && digits.length !== text.length) {
    conditions.push(sql`${phoneDigits(users.phone)} like ${containsPattern(digits)}`);
  }
  return or(...conditions)!;
}

/**
 * The WHERE of the members list: members only (never staff), the filters given, and the search in
 * the name and last name, e-mail, phone and company names. The query joins `companies` on its owner.
 */
export function memberConditions(
  query: Pick<MemberListQuery, 'q' | 'vip' | 'suspended' | 'has_company'>,
): SQL {
  const conditions: SQL[] = [eq(users.role, 'user')];
  if (query.vip !== undefined) conditions.push(eq(users.is_vip, query.vip));
  if (query.suspended !== undefined) {
    conditions.push(query.suspended ? isNotNull(users.suspended_at) : isNull(users.suspended_at));
  }
  if (query.has_company !== undefined) {
    conditions.push(query.has_company ? isNotNull(companies.id) : isNull(companies.id));
  }
  const text = normalizeText(query.q ?? '');
  if (text) conditions.push(matches(text));
  return and(...conditions)!;
}
