import 'server-only';
import { eq } from 'drizzle-orm';

import type { StaffChangeScope } from '@/lib/api/staff-change';
import { nextVersion } from '@/lib/db/next-version';
import { agreementOriginRules } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { GeneralOriginRule, GeneralOriginRuleInput } from '../schemas';

import { lockAgreement } from './staff-legal-status';
import { sourceColumns } from './staff-source-columns';
import { originRuleOf } from './terms-rows';

// Issue 37, market access in the console: an agreement's general rule of origin, entered once and
// then changed from its version; the route wraps the write in staffChange.

export async function readOriginRule(db: Db, id: number): Promise<GeneralOriginRule | null> {
  const [row] = await db
    .select()
    .from(agreementOriginRules)
    .where(eq(agreementOriginRules.agreement_id, id));
  return row ? originRuleOf(row) : null;
}

/** Creates the agreement's general rule, or changes it from the version the editor started from. */
export async function saveOriginRule(
  { tx, now, checkVersion }: StaffChangeScope,
  id: number,
  input: GeneralOriginRuleInput,
) {
  await lockAgreement(tx, id);
  const [stored] = await tx
    .select()
    .from(agreementOriginRules)
    .where(eq(agreementOriginRules.agreement_id, id))
    .for('update');
  const { source, ...fields } = input;
  const values = { ...fields, ...sourceColumns(source), updated_at: now.toISOString() };
  const audit = { entityType: 'agreement_origin_rules', entityId: id };
  if (!stored) {
    const [created] = await tx
      .insert(agreementOriginRules)
      .values({ agreement_id: id, ...values, created_at: now.toISOString() })
      .returning();
    const rule = originRuleOf(created!);
    return { result: rule, audit: { ...audit, action: 'origin-rule.create', after: rule } };
  }
  checkVersion(stored.version);
  const [changed] = await tx
    .update(agreementOriginRules)
    .set({ ...values, version: nextVersion(agreementOriginRules.version) })
    .where(eq(agreementOriginRules.agreement_id, id))
    .returning();
  const before = originRuleOf(stored);
  const after = originRuleOf(changed!);
  return { result: after, audit: { ...audit, action: 'origin-rule.update', before, after } };
}
