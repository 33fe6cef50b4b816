import 'server-only';
import { z } from '@hono/zod-openapi';
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import type { AuditEntity } from '@/lib/audit/audit-actions';
import type { AuditEntry } from '@/lib/audit/write-audit';
import type { Db } from '@/lib/db/types';
import { pageFields, pageItems } from '@/lib/pagination';

import { notFound } from './errors';
import { positiveInt } from './params';

// What the staff record kits share: the multipart one for small ordered records
// (./staff-record-routes.ts) and the JSON one for a console's list of records
// (./staff-crud-routes.ts).

export type RecordRow = Record<string, unknown> & { id: number; version: number };
/** A table with an `id` and a `version`; `sort` and `status` when the list has them. */
export type RecordTable = PgTable & { id: PgColumn; version: PgColumn };
/** The columns a kit reads, returns and audits (a drizzle selection); every column when absent. */
export type RecordColumns = Record<string, PgColumn>;

export const idParams = z.object({ id: positiveInt('id') });
export const removedAnswer = z.object({ id: z.number().int() });

/** A route's JSON body (required unless said otherwise: a body with only the version). */
export const jsonBody = <S extends z.ZodType>(schema: S, required = true) => ({
  body: { content: { 'application/json': { schema } }, required },
});

export const columnOf = (table: RecordTable, name: string) =>
  (getTableColumns(table) as Record<string, PgColumn>)[name];

/** The record, locked for the change; 404 when there is none. */
export async function lockRecord(
  tx: Db,
  table: RecordTable,
  id: number,
  columns?: RecordColumns,
): Promise<RecordRow> {
  const [row] = await tx
    .select(columns as never)
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  if (!row) throw notFound();
  return row as RecordRow;
}

/** The audit entries of one kind of record: `<action>.<verb>` on the entity's table. */
export const recordAudit =
  (action: string, entity: AuditEntity) =>
  (
    verb: string,
    id: number,
    entry: Omit<AuditEntry, 'action' | 'entityType' | 'entityId'>,
  ): AuditEntry => ({ action: `${action}.${verb}`, entityType: entity, entityId: id, ...entry });

/** One page of a list filtered in memory, as a paged list answers it (`pageAnswerSchema`). */
export const pageOfRows = <T>(rows: readonly T[], page: number, pageSize: number) => ({
  data: pageItems(rows, page, pageSize),
  ...pageFields(rows.length, page, pageSize),
});
