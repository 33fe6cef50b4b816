import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';

import type { LandedCostSources } from '@/features/landed-cost/server/sources';
import { readMfnTariff } from '@/features/market-access/server/mfn-lines';
import { readPageTariff } from '@/features/market-access/server/page-tariff';
import { readMarketAccess } from '@/features/market-access/server/read-market-access';
import {
  readDinarRate,
  readMarketIndicators,
} from '@/features/market-indicators/server/read-indicators';
import { originAssessments } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

// What the landed cost reads from market access and the market indicators (issue 58), composed
// here because a feature never imports another's server/. The tariff provider's failure leaves
// the general duty unknown (said so), never the whole answer.

async function access(db: Db, code: string, country: string) {
  const answer = await readMarketAccess(db, code, country);
  if (!answer) return null;
  const [{ answer: withTariff }, mfn] = await Promise.all([
    readPageTariff(answer),
    readMfnTariff(db, answer.code.code, country),
  ]);
  return { ...withTariff, mfn_tariff: mfn };
}

/** The member's newest saved self-assessment for the code (or a heading or chapter above it). */
async function assessed(db: Db, userId: number, code: string, country: string) {
  const codes = [...new Set([code, code.slice(0, 4), code.slice(0, 2)])];
  const [newest] = await db
    .select({ outcome: originAssessments.outcome })
    .from(originAssessments)
    .where(
      and(
        eq(originAssessments.user_id, userId),
        eq(originAssessments.country_code, country),
        inArray(originAssessments.hs_code, codes),
      ),
    )
    .orderBy(desc(originAssessments.assessed_at), desc(originAssessments.id))
    .limit(1);
  return newest?.outcome === 'likely_qualifies';
}

export const landedCostSources: LandedCostSources = {
  access,
  indicators: (db, countries) => readMarketIndicators(db, countries),
  dinar: readDinarRate,
  assessed,
};
