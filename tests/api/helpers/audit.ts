import { and, desc, eq } from 'drizzle-orm';

import { auditLog } from '@/lib/db/schema';

import type { TestApi } from './test-api';

/** The newest audit entry about one record (its entity type and id), if any. */
export const lastAuditOf = async (api: TestApi, entityType: string, entityId: string | number) =>
  (
    await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, entityType), eq(auditLog.entity_id, String(entityId))))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];
