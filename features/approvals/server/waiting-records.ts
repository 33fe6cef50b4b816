import 'server-only';
import { and, eq, inArray, isNotNull, not, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { RECORD_STATUS } from '@/features/companies/constants';
import { WAITING_STATUSES } from '@/features/companies/review-status';
import { companies, products, services, users } from '@/lib/db/schema';
import { searchPattern } from '@/lib/search/like-pattern';
import { normalizedLike } from '@/lib/search/normalized-sql';

import type { ApprovalKind, ApprovalType } from '../approval-types';

// The tables behind the queue's tabs and the conditions they share.

export type ReviewTable = typeof companies | typeof products | typeof services;

export const tableOf = (type: ApprovalType): ReviewTable =>
  type === 'company' ? companies : type === 'product' ? products : services;

/** The audit log's and the e-mail's name of the table. */
export const entityTypeOf = (type: ApprovalType) =>
  type === 'company' ? 'companies' : type === 'product' ? 'products' : 'services';

/**
 * A change: the record has an approved version (the public sees it while the change waits), or it
 * is "changed" (40) without one (an older row). Anything else that waits is new.
 */
export const isChange = (table: ReviewTable): SQL =>
  or(eq(table.status, RECORD_STATUS.changed), isNotNull(table.approved))!;

export function waitingWhere(table: ReviewTable, kind: ApprovalKind | null): SQL {
  const waiting = inArray(table.status, [...WAITING_STATUSES]);
  if (kind === 'changed') return and(waiting, isChange(table))!;
  if (kind === 'new') return and(waiting, not(isChange(table)))!;
  return waiting;
}

/**
 * The queue's text search, normalised (lib/search): names of the record and its company, the
 * member's name and e-mail.
 */
export function searchWhere(type: ApprovalType, q: string): SQL | undefined {
  const pattern = searchPattern(q);
  if (!pattern) return undefined;
  const columns: AnyPgColumn[] = [
    companies.company_registered_name,
    companies.company_trading_name,
    users.name,
    users.last_name,
    users.email,
  ];
  if (type !== 'company') {
    const table = tableOf(type) as typeof products;
    columns.push(table.name_eng, table.name_ara);
  }
  return or(...columns.map((column) => normalizedLike(column, pattern)));
}

export const memberColumns = {
  id: users.id,
  name: users.name,
  last_name: users.last_name,
  email: users.email,
  locale: users.locale,
};
