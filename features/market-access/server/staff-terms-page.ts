import 'server-only';
import { eq } from 'drizzle-orm';

import { tradeAgreements } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { StaffHeadingsQuery } from '../staff-schemas';

import { listDutyFacts } from './staff-duty-facts';
import { listHeadingTerms } from './staff-headings';
import { readLegalStatus } from './staff-legal-status';
import { readOriginRule } from './staff-origin-rule';

/** What /admin/agreements/{id}/market-access shows; null when there is no such agreement. */
export async function readStaffTerms(db: Db, id: number, query: StaffHeadingsQuery) {
  const [agreement] = await db
    .select({ title_eng: tradeAgreements.title_eng, title_ara: tradeAgreements.title_ara })
    .from(tradeAgreements)
    .where(eq(tradeAgreements.id, id));
  if (!agreement) return null;
  const [legalStatus, rule, headings, facts] = await Promise.all([
    readLegalStatus(db, id),
    readOriginRule(db, id),
    listHeadingTerms(db, id, query),
    listDutyFacts(db, [id]),
  ]);
  return legalStatus && { ...agreement, legalStatus, rule, headings, facts };
}
