import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

import { nowOnInsert, serialId } from './columns';

// Every staff action (issue 13), written in the transaction of the change: who, when, what, the
// record, and its values before and after. Append-only: a trigger refuses UPDATE and DELETE.
export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    actor_id: integer('actor_id').notNull(),
    actor_email: text('actor_email').notNull(),
    actor_role: text('actor_role').notNull(),
    action: text('action').notNull(),
    entity_type: text('entity_type').notNull(),
    entity_id: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    created_at: nowOnInsert('created_at'),
  },
  (table) => [
    index('audit_log_created_idx').on(table.created_at),
    index('audit_log_entity_idx').on(table.entity_type, table.entity_id),
    index('audit_log_actor_idx').on(table.actor_id),
  ],
);
