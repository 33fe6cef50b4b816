import { eq } from 'drizzle-orm';
import type { AnyPgTable, PgColumn } from 'drizzle-orm/pg-core';

import {
  alertSubscriptions,
  companies,
  consultationRequests,
  enquiries,
  experts,
  exportModes,
  exportTypes,
  institutions,
  news,
  pools,
  products,
  publications,
  services,
  users,
} from '@/lib/db/schema';

import type { TestApi } from './test-api';

type Versioned = AnyPgTable & { id: PgColumn; version: PgColumn };

/** A record's version as stored now: what a client that just read it sends back with a change. */
export async function versionOf(api: TestApi, table: Versioned, id: number): Promise<number> {
  const [row] = await api.db
    .select({ version: table.version })
    .from(table as AnyPgTable)
    .where(eq(table.id, id));
  if (!row) throw new Error(`no row ${id} to read the version of`);
  return row.version as number;
}

/** `If-Match` naming a version, for a change whose body carries none (DELETE, actions). */
export const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

/**
 * `If-Match` with the record's version as stored now, as a client that has just read it sends; no
 * header when there is no such record (the route answers 404 before any version check).
 */
export async function currentIfMatch(
  api: TestApi,
  table: Versioned,
  id: number | undefined,
): Promise<Record<string, string>> {
  if (id === undefined || !Number.isSafeInteger(id) || id > 2_147_483_647) return {};
  const [row] = await api.db
    .select({ version: table.version })
    .from(table as AnyPgTable)
    .where(eq(table.id, id));
  return row ? ifMatch(row.version as number) : {};
}

const STAFF_RECORDS: [RegExp, Versioned][] = [
  [/\/staff\/news\/(\d+)$/, news],
  [/\/staff\/institutions\/(\d+)$/, institutions],
  [/\/staff\/export-types\/(\d+)$/, exportTypes],
  [/\/staff\/export-modes\/(\d+)$/, exportModes],
  [/\/staff\/experts\/(\d+)$/, experts],
  [/\/staff\/pools\/(\d+)$/, pools],
  [/\/staff\/publications\/(\d+)$/, publications],
  [/\/staff\/members\/(\d+)\//, users],
  [/\/staff\/staff-accounts\/(\d+)(\/|$)/, users],
  [/\/staff\/consultations\/(\d+)\//, consultationRequests],
  [/\/staff\/enquiries\/(\d+)\/(owner|status)$/, enquiries],
  [/\/staff\/approvals\/company\/(\d+)\//, companies],
  [/\/staff\/approvals\/product\/(\d+)\//, products],
  [/\/staff\/approvals\/service\/(\d+)\//, services],
];

/**
 * The `If-Match` a console sends with a staff change: the version of the record the path names, as
 * stored now (the console read it just before). None for a read, a create or an unknown record.
 */
export async function staffIfMatch(
  api: TestApi,
  method: string,
  path: string,
): Promise<Record<string, string>> {
  if (method.toUpperCase() === 'GET') return {};
  for (const [pattern, table] of STAFF_RECORDS) {
    const id = pattern.exec(path)?.[1];
    if (id) return currentIfMatch(api, table, Number(id));
  }
  return {};
}

const MEMBER_RECORDS: [RegExp, Versioned][] = [
  [/^\/api\/edit-profile\/(\d+)$/, users],
  [/^\/api\/edit-products\/(\d+)$/, products],
  [/^\/api\/edit-services\/(\d+)$/, services],
  [/^\/api\/products\/(\d+)$/, products],
  [/^\/api\/services\/(\d+)$/, services],
  [/^\/api\/user\/alert-subscriptions\/(\d+)$/, alertSubscriptions],
];

/**
 * The `If-Match` the portal's forms send with a member's change of a record (issue 44: 428
 * without): the version of the record the path names, or of the member's company for
 * `international-buyers-update`, as stored now. None for a read, a create or an unknown record.
 */
export async function memberIfMatch(
  api: TestApi,
  method: string,
  path: string,
  userId?: number,
): Promise<Record<string, string>> {
  if (method.toUpperCase() === 'GET') return {};
  const bare = path.split('?')[0]!;
  if (bare === '/api/international-buyers-update') {
    if (userId === undefined) return {};
    const [company] = await api.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.user_id, userId));
    return currentIfMatch(api, companies, company?.id);
  }
  for (const [pattern, table] of MEMBER_RECORDS) {
    const id = pattern.exec(bare)?.[1];
    if (id) return currentIfMatch(api, table, Number(id));
  }
  return {};
}
