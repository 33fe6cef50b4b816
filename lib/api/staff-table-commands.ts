import 'server-only';
import { eq } from 'drizzle-orm';

import type { AuditEntity } from '@/lib/audit/audit-actions';
import type { AuditEntry } from '@/lib/audit/write-audit';
import { nextVersion } from '@/lib/db/next-version';
import type { Db } from '@/lib/db/types';
import { withoutVersion } from '@/lib/validation/version';

import type { StaffChangeScope } from './staff-change';
import type { CrudCommands } from './staff-crud-routes';
import {
  lockRecord,
  type RecordColumns,
  recordAudit,
  type RecordRow,
  type RecordTable,
} from './staff-record-parts';

// Issue 44: the add, change and remove of a record that is one row of its table, for
// staffCrudRoutes. Each is audited as `<action>.create|update|delete` on the entity: an addition
// with what was stored, a change with the row before and after, a removal with the row before.

type Values = Record<string, unknown>;

export type TableCommandsConfig = {
  table: RecordTable;
  /** The columns locked, answered and audited; every column when none are named. */
  columns?: RecordColumns;
  entity: AuditEntity;
  /** The audit actions' record: `agreement` for `agreement.create`. */
  action: string;
  /** The row has `created_at` and `updated_at`, stamped with the change's time. */
  stamped?: boolean;
  /** What is stored of an input (its version left out): the HTML cleaned, a code in capitals. */
  stored?: (input: Values) => Values;
  /** A new row's id, for a table whose ids have no sequence. */
  newId?: (tx: Db) => Promise<number>;
  /**
   * What a removal does first, once the version is checked: it may refuse (a record in use), or
   * change other records, answering their audit entries.
   */
  beforeRemove?: (scope: StaffChangeScope, before: RecordRow) => Promise<readonly AuditEntry[]>;
  /** A change's audit entry when it is not `<action>.update` with both rows (news: its publication). */
  updateEntry?: (
    before: RecordRow,
    after: RecordRow,
    stored: Values,
  ) => Pick<AuditEntry, 'action' | 'before' | 'after'>;
};

/** The add, change and remove of a one-row record, for `staffCrudRoutes`' `commands`. */
export function tableCommands(config: TableCommandsConfig): Required<CrudCommands<Values>> {
  const { table, columns, entity, stamped, newId, beforeRemove, updateEntry } = config;
  const audit = recordAudit(config.action, entity);
  const storedOf = (input: Values) => {
    const fields = withoutVersion(input);
    return config.stored ? config.stored(fields) : fields;
  };
  return {
    create: async ({ tx, now }, input) => {
      const values = storedOf(input);
      const stamp = now.toISOString();
      const row = {
        ...(newId ? { id: await newId(tx) } : {}),
        ...values,
        ...(stamped ? { created_at: stamp, updated_at: stamp } : {}),
      };
      const [created] = (await tx
        .insert(table)
        .values(row as never)
        .returning(columns as never)) as RecordRow[];
      return { result: created!, audit: audit('create', created!.id, { after: values }) };
    },
    update: async ({ tx, now, checkVersion }, input, { id }) => {
      const before = await lockRecord(tx, table, id!, columns);
      checkVersion(before.version);
      const values = storedOf(input);
      const [after] = (await tx
        .update(table)
        .set({
          ...values,
          version: nextVersion(table.version),
          ...(stamped ? { updated_at: now.toISOString() } : {}),
        } as never)
        .where(eq(table.id, id!))
        .returning(columns as never)) as RecordRow[];
      const entry = updateEntry
        ? { entityType: entity, entityId: id!, ...updateEntry(before, after!, values) }
        : audit('update', id!, { before, after: after! });
      return { result: after!, audit: entry };
    },
    remove: async (scope, { id }) => {
      const before = await lockRecord(scope.tx, table, id!, columns);
      scope.checkVersion(before.version);
      const more = (await beforeRemove?.(scope, before)) ?? [];
      await scope.tx.delete(table).where(eq(table.id, id!));
      const entry = audit('delete', id!, { before });
      return { result: { id: id! }, audit: more.length > 0 ? [entry, ...more] : entry };
    },
  };
}
