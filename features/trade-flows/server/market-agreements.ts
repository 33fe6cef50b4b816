import 'server-only';
import { inArray } from 'drizzle-orm';

import { byLegalStanding, isListedAgreement } from '@/features/market-access/applicable-terms';
import { ftaCountryAgreements, tradeAgreements } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { ImportingMarket } from '../schemas';

// The agreements Jordan has with each country (issue 38): those its country pages name, listed as
// market access lists them (in force first; a hidden one only when suspended or terminated).

export async function agreementsByCountry(
  db: Db,
): Promise<Map<string, ImportingMarket['agreements']>> {
  const pages = await db
    .select({ code: ftaCountryAgreements.country_code, ids: ftaCountryAgreements.agreement_ids })
    .from(ftaCountryAgreements);
  const ids = [...new Set(pages.flatMap((page) => page.ids))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: tradeAgreements.id,
      title_eng: tradeAgreements.title_eng,
      title_ara: tradeAgreements.title_ara,
      status: tradeAgreements.status,
      legal_status: tradeAgreements.legal_status,
      in_force_on: tradeAgreements.in_force_on,
      signed_on: tradeAgreements.signed_on,
    })
    .from(tradeAgreements)
    .where(inArray(tradeAgreements.id, ids));
  const listed = new Map(rows.filter(isListedAgreement).map((row) => [row.id, row]));
  const byCountry = new Map<string, ImportingMarket['agreements']>();
  for (const page of pages) {
    const named = byLegalStanding([...new Set(page.ids)].flatMap((id) => listed.get(id) ?? [])).map(
      ({ id, title_eng, title_ara, legal_status }) => ({ id, title_eng, title_ara, legal_status }),
    );
    const known = byCountry.get(page.code) ?? [];
    const merged = [...known, ...named.filter((a) => !known.some((b) => b.id === a.id))];
    byCountry.set(page.code, merged);
  }
  return byCountry;
}
