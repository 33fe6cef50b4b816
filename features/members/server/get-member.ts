import 'server-only';
import { and, count, desc, eq, notInArray } from 'drizzle-orm';

import { auditLog, companies, enquiries, products, services, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { MEMBER_ACTIONS, MEMBER_ENTITY } from '../constants';
import type { MemberDetail } from '../schemas';

import { isoOf, isoOrNull } from './timestamps';

/** The member's enquiries the page lists (newest first); `counts.enquiries` has them all. */
export const MEMBER_ENQUIRIES_SHOWN = 100;
/** part 3 §4: an enquiry is settled once completed (40), rejected (50) or closed (60). */
const SETTLED_STATUSES = [40, 50, 60];

/** A member's account row (role `user`), or undefined: a staff account is no member. */
export async function findMember(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'user')));
  return row;
}

const totalOf = async (query: Promise<{ total: number }[]>) => (await query)[0]?.total ?? 0;

async function latestSuspension(db: Db, memberId: number) {
  const [entry] = await db
    .select({ after: auditLog.after, actor_email: auditLog.actor_email })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity_type, MEMBER_ENTITY),
        eq(auditLog.entity_id, String(memberId)),
        eq(auditLog.action, MEMBER_ACTIONS.suspend),
      ),
    )
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(1);
  return entry;
}

/**
 * GET /api/staff/members/{id}: the member's profile, company, enquiries and counts, or null for
 * an unknown id or a staff account. Never the password hash or the second factor's secret.
 */
export async function getMember(db: Db, id: number): Promise<MemberDetail | null> {
  const member = await findMember(db, id);
  if (!member) return null;
  const [company] = await db.select().from(companies).where(eq(companies.user_id, id));
  const sent = await db
    .select({
      id: enquiries.id,
      enq_type: enquiries.enq_type,
      status: enquiries.status,
      date: enquiries.date,
    })
    .from(enquiries)
    .where(eq(enquiries.user_id, id))
    .orderBy(desc(enquiries.created_at), desc(enquiries.id))
    .limit(MEMBER_ENQUIRIES_SHOWN);
  const total = (where = eq(enquiries.user_id, id)) =>
    totalOf(db.select({ total: count() }).from(enquiries).where(where));
  const offerings = async (table: typeof products | typeof services) =>
    company
      ? totalOf(db.select({ total: count() }).from(table).where(eq(table.company_id, company.id)))
      : 0;
  const [enquiryCount, openCount, productCount, serviceCount, suspension] = await Promise.all([
    total(),
    total(and(eq(enquiries.user_id, id), notInArray(enquiries.status, SETTLED_STATUSES))),
    offerings(products),
    offerings(services),
    member.suspended_at ? latestSuspension(db, id) : undefined,
  ]);
  const reason = suspension?.after?.reason;
  return {
    id: member.id,
    name: member.name,
    last_name: member.last_name,
    email: member.email,
    phone: member.phone,
    locale: member.locale,
    email_verified_at: isoOrNull(member.email_verified_at),
    subscribe: member.subscribe,
    is_vip: member.is_vip,
    suspended_at: isoOrNull(member.suspended_at),
    version: member.version,
    suspension: member.suspended_at
      ? {
          suspended_at: isoOf(member.suspended_at),
          reason: typeof reason === 'string' ? reason : null,
          by: suspension?.actor_email ?? null,
        }
      : null,
    international_buyers_access: member.international_buyers_access,
    created_at: isoOf(member.created_at),
    updated_at: isoOf(member.updated_at),
    company: company
      ? {
          id: company.id,
          company_registered_name: company.company_registered_name,
          company_trading_name: company.company_trading_name,
          status: company.status,
          status_note: company.status_note,
          e_mail: company.e_mail,
          phone_number: company.phone_number,
          website_url: company.website_url,
          international_buyers_access: member.international_buyers_access,
        }
      : null,
    enquiries: sent,
    counts: {
      enquiries: enquiryCount,
      open_enquiries: openCount,
      products: productCount,
      services: serviceCount,
    },
  };
}
