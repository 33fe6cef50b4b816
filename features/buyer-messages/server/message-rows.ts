import 'server-only';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';

import { buyerMessages, companies, countries, products, services, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { parseTimestamp } from '@/lib/i18n/format-date';
import { pageFields, pageOffset } from '@/lib/pagination';

import type { BuyerMessage, StaffBuyerMessage } from '../schemas';

const iso = (value: string) => parseTimestamp(value).toISOString();
const isoOrNull = (value: string | null) => (value === null ? null : iso(value));

/** The messages with their sender, company, item and destination names, for the lists. */
export function selectMessages(db: Db) {
  return db
    .select({
      message: buyerMessages,
      sender_name: sql<string>`concat_ws(' ', ${users.name}, ${users.last_name})`,
      sender_email: users.email,
      company_name: companies.company_registered_name,
      country_eng: countries.name_eng,
      country_ara: countries.name_ara,
      product_eng: products.name_eng,
      product_ara: products.name_ara,
      service_eng: services.name_eng,
      service_ara: services.name_ara,
    })
    .from(buyerMessages)
    .innerJoin(users, eq(users.id, buyerMessages.sender_id))
    .innerJoin(companies, eq(companies.id, buyerMessages.company_id))
    .leftJoin(countries, eq(countries.id, buyerMessages.destination_country))
    .leftJoin(
      products,
      and(eq(buyerMessages.item_type, 'products'), eq(products.id, buyerMessages.item_id)),
    )
    .leftJoin(
      services,
      and(eq(buyerMessages.item_type, 'services'), eq(services.id, buyerMessages.item_id)),
    );
}

/** The joins of `selectMessages`, for counting under the same conditions. */
export function countMessages(db: Db, where: SQL | undefined) {
  return db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(buyerMessages)
    .innerJoin(users, eq(users.id, buyerMessages.sender_id))
    .innerJoin(companies, eq(companies.id, buyerMessages.company_id))
    .where(where);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectMessages>['where']>>[number];

const named = (id: number | null, eng: string | null, ara: string | null) =>
  id === null || eng === null ? null : { id, name_eng: eng, name_ara: ara ?? '' };

/** A message as the exporter sees it: the sender's name, never an address. */
export function toMessage(row: Row): BuyerMessage {
  const { message } = row;
  const item =
    message.item_type === 'products'
      ? named(message.item_id, row.product_eng, row.product_ara)
      : message.item_type === 'services'
        ? named(message.item_id, row.service_eng, row.service_ara)
        : null;
  return {
    id: message.id,
    company_id: message.company_id,
    company_name: row.company_name,
    sender_name: row.sender_name,
    item_type: message.item_type,
    item_id: message.item_id,
    item,
    subject: message.subject,
    message: message.message,
    quantity: message.quantity,
    destination_country: named(message.destination_country, row.country_eng, row.country_ara),
    created_at: iso(message.created_at),
    read_at: isoOrNull(message.read_at),
    reply: message.reply,
    replied_at: isoOrNull(message.replied_at),
  };
}

/** Staff see the sender's account too. */
export function toStaffMessage(row: Row): StaffBuyerMessage {
  return {
    ...toMessage(row),
    sender_id: row.message.sender_id,
    sender_email: row.sender_email,
    locale: row.message.locale,
    held: row.message.relayed_at === null,
  };
}

/** One page of the messages `where` picks, newest first, each as `toItem` shows it. */
export async function pageOfMessages<T>(
  db: Db,
  where: SQL | undefined,
  query: { page: number; page_size: number },
  toItem: (row: Row) => T,
) {
  const [{ total } = { total: 0 }] = await countMessages(db, where);
  const rows = await selectMessages(db)
    .where(where)
    .orderBy(desc(buyerMessages.created_at), desc(buyerMessages.id))
    .limit(query.page_size)
    .offset(pageOffset(query.page, query.page_size));
  return { data: rows.map(toItem), ...pageFields(total, query.page, query.page_size) };
}
