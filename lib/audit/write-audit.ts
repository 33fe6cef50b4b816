import 'server-only';

import type { AuthSession } from '@/lib/auth/sessions';
import { auditLog } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

export type AuditEntry = {
  /** What was done, a dotted verb: `company.approve`, `enquiry.status`, `member.suspend`. */
  action: string;
  /** The table the record lives in: `companies`, `enquiries`, `users`. */
  entityType: string;
  entityId: number | string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/**
 * Appends an entry to the audit log. Call it with the transaction of the change, so the change and
 * its entry are written together or not at all (issue 13).
 */
export async function writeAudit(
  tx: Db,
  actor: AuthSession['user'],
  entry: AuditEntry,
  now: Date,
): Promise<void> {
  await tx.insert(auditLog).values({
    actor_id: actor.id,
    actor_email: actor.email,
    actor_role: actor.role,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    created_at: now.toISOString(),
  });
}
