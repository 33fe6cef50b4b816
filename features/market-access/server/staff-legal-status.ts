import 'server-only';
import { eq } from 'drizzle-orm';

import { notFound } from '@/lib/api/errors';
import type { StaffChangeScope } from '@/lib/api/staff-change';
import { nextVersion } from '@/lib/db/next-version';
import { tradeAgreements } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { sourceOf } from '../applicable-terms';
import type { StaffLegalStatus } from '../staff-schemas';

import type { Source } from './staff-source-columns';
import { LEGAL_STATUS_COLUMNS } from './terms-rows';

// Issue 37, market access in the console: an agreement's legal status, its note and source; the
// route wraps the write in staffChange (audit, version, re-validation).

const STATUS_COLUMNS = {
  id: tradeAgreements.id,
  ...LEGAL_STATUS_COLUMNS,
  version: tradeAgreements.version,
};

/** The agreement's legal status, locked for the change; 404 when there is no such agreement. */
export async function lockAgreement(tx: Db, id: number) {
  const [row] = await tx
    .select(STATUS_COLUMNS)
    .from(tradeAgreements)
    .where(eq(tradeAgreements.id, id))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** The agreement's legal status as it is now; null when there is no such agreement. */
export async function readLegalStatus(db: Db, id: number): Promise<StaffLegalStatus | null> {
  const [row] = await db
    .select(STATUS_COLUMNS)
    .from(tradeAgreements)
    .where(eq(tradeAgreements.id, id));
  return row ? legalStatusOf(row) : null;
}

export async function agreementExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tradeAgreements.id })
    .from(tradeAgreements)
    .where(eq(tradeAgreements.id, id));
  return row !== undefined;
}

type StatusRow = Awaited<ReturnType<typeof lockAgreement>>;

export function legalStatusOf(row: StatusRow): StaffLegalStatus {
  return {
    id: row.id,
    legal_status: row.legal_status,
    note_en: row.note_en,
    note_ar: row.note_ar,
    source: sourceOf(row),
    version: row.version,
  };
}

export async function saveLegalStatus(
  { tx, now, checkVersion }: StaffChangeScope,
  id: number,
  input: Omit<StaffLegalStatus, 'id' | 'version' | 'source'> & { source: Source },
) {
  const before = legalStatusOf(await lockAgreement(tx, id));
  checkVersion(before.version);
  await tx
    .update(tradeAgreements)
    .set({
      legal_status: input.legal_status,
      legal_status_note_eng: input.note_en,
      legal_status_note_ara: input.note_ar,
      legal_status_source_eng: input.source.name_en,
      legal_status_source_ara: input.source.name_ar,
      legal_status_source_url: input.source.url,
      legal_status_source_date: input.source.date,
      ...(input.source.checked_on !== undefined && {
        legal_status_checked_on: input.source.checked_on,
      }),
      ...(input.source.review_by !== undefined && {
        legal_status_review_by: input.source.review_by,
      }),
      version: nextVersion(tradeAgreements.version),
      updated_at: now.toISOString(),
    })
    .where(eq(tradeAgreements.id, id));
  const after = legalStatusOf(await lockAgreement(tx, id));
  const audit = { action: 'agreement.legal-status', entityType: 'trade_agreements', entityId: id };
  return { result: after, audit: { ...audit, before, after } };
}
