import 'server-only';
import { eq } from 'drizzle-orm';

import { ftaCountryAgreements, ukOriginReleases, ukRuleSets } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { chaptersBetween } from '../coverage';

import type { CoverageReader } from './coverage';
import { mfnCoverage } from './mfn-lines';
import { configuredTariffProvider } from './page-tariff';

// Issue 46: the coverage grid's readers of imported figures: the UK's product-specific rules (a
// chapter is covered where a rule set's range reaches it) and the partners' MFN duties, from an
// imported tariff (its chapters with lines) or from the live tariff provider when one is set
// (every chapter of the partners it covers; undated, since it answers live).

/** The chapters (2 digits) between two 10-digit codes, both included. */
const chaptersOfRange = (min: string, max: string) =>
  chaptersBetween(min.slice(0, 2), max.slice(0, 2));

export const ukProductRules: CoverageReader = async (db) => {
  const rows = await db
    .select({
      agreementId: ukOriginReleases.agreement_id,
      date: ukOriginReleases.source_date,
      min: ukRuleSets.min_code,
      max: ukRuleSets.max_code,
    })
    .from(ukRuleSets)
    .innerJoin(ukOriginReleases, eq(ukRuleSets.release_id, ukOriginReleases.id));
  return rows.map((row) => ({
    kind: 'specific' as const,
    agreementId: row.agreementId,
    chapters: chaptersOfRange(row.min, row.max),
    date: row.date,
  }));
};

/** The agreements each partner's country pages name. */
async function agreementsByPartner(db: Db) {
  const pages = await db
    .select({ country: ftaCountryAgreements.country_code, ids: ftaCountryAgreements.agreement_ids })
    .from(ftaCountryAgreements);
  const byPartner = new Map<string, Set<number>>();
  for (const page of pages) {
    const ids = byPartner.get(page.country) ?? new Set<number>();
    page.ids.forEach((id) => ids.add(id));
    byPartner.set(page.country, ids);
  }
  return byPartner;
}

export const mfnDuties: CoverageReader = async (db) => {
  const [tariffs, byPartner] = await Promise.all([mfnCoverage(db), agreementsByPartner(db)]);
  const provider = configuredTariffProvider();
  const imported = tariffs.flatMap((tariff) =>
    [...(byPartner.get(tariff.partner) ?? [])].map((agreementId) => ({
      kind: 'mfn' as const,
      agreementId,
      chapters: tariff.chapters,
      date: tariff.file_date ?? tariff.imported_at.slice(0, 10),
    })),
  );
  const live = (provider?.partners ?? []).flatMap((partner) =>
    [...(byPartner.get(partner) ?? [])].map((agreementId) => ({
      kind: 'mfn' as const,
      agreementId,
      chapters: 'all' as const,
      date: null,
    })),
  );
  return [...imported, ...live];
};
