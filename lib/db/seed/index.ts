import { count, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';

import { importShippedTranslationsIfEmpty } from '@/lib/hs/vocabulary/import-translations';
import { importShippedVocabularyIfEmpty } from '@/lib/hs/vocabulary/import-vocabulary';
import { importShippedIndicatorsIfEmpty } from '@/lib/market-indicators/import-indicators';
import { importShippedUkRulesIfEmpty } from '@/lib/rules-of-origin-uk/import-uk-rules';
import { importShippedUnListIfEmpty } from '@/lib/sanctions/shipped-list';
import { refreshExportValues } from '@/lib/search/finder-exports';
import { refreshFinderVocabulary } from '@/lib/search/finder-vocabulary';
import { ammanDay } from '@/lib/time/amman-day';
import { seedTradeFlowExtract } from '@/lib/trade-flows/seed-extract';

import * as schema from '../schema';
import type { Db } from '../types';

import { agreementHeadingsSeed } from './agreements/agreement-headings';
import { dutyFactsSeed } from './agreements/duty-facts';
import { ftaCountriesSeed } from './agreements/fta-countries';
import { originRulesSeed } from './agreements/origin-rules';
import { tradeAgreementsSeed } from './agreements/trade-agreements';
import { seedCompanies } from './companies/seed';
import { countryBlocMembersSeed, countryBlocsSeed } from './country-blocs';
import { credentialsSeedFor, credentialTypesSeed } from './credentials';
import { expertsSeed, poolExpertsSeed, poolsSeed } from './directories/experts';
import { exportModesSeed, exportTypesSeed, institutionsSeed } from './directories/institutions';
import { eventModesSeed, eventTypesSeed } from './events/event-reference';
import { eventsSeedFor } from './events/events-seed';
import { hsCorrelationsSeed } from './hs/correlations';
import { hsCodesSeed, hsSectionsSeed } from './hs/nomenclature';
import { hsSynonymsSeed } from './hs/synonyms';
import {
  companyTypesSeed,
  governoratesSeed,
  locationTypesSeed,
  titlesSeed,
} from './lookups/company-reference';
import { countriesSeed } from './lookups/countries';
import { industriesSeed } from './lookups/industries';
import { readinessQuestionsSeed } from './lookups/readiness-questions';
import { barrierTypesSeed, clientTypesSeed, positionsSeed } from './lookups/reference';
import { subIndustriesSeed } from './lookups/sub-industries';
import { statisticGeolocationsSeed, statisticIndustriesSeed } from './market/statistic-trees';
import { statisticsSeed } from './market/statistics';
import { menuChildrenSeed } from './menu-children';
import { menuPagesSeed } from './menu-pages';
import { officesSeed } from './offices';
import { faqsSeed } from './public/faqs';
import { enquiryPagesSeed, guideSeed } from './public/guide';
import { homeBlocksSeed } from './public/home-blocks';
import { becomeAMemberSeed, jeGoalsSeed, partnersSeed } from './public/home-content';
import { homeSliderSeed } from './public/home-slider';
import { newsSeed } from './public/news';
import { sponsorsSeed } from './public/sponsors';
import { publicationsSeed } from './publications/publications';
import { socialMediaSeed } from './social-media';
import { tradeBarriersSeed, tradeBarrierUpdatesSeed } from './trade-barriers';
import { tradeLeadsSeedFor } from './trade-leads';
import { vatCorrectionsSeed } from './vat-corrections';

// Tables with serial ids whose sequences must move past the seeded ids.
const SERIAL_TABLES = [
  'home_slider',
  'home_blocks',
  'partners',
  'je_goals',
  'become_a_member',
  'news',
  'sponsors',
  'faqs',
  'guide',
  'users',
  'companies',
  'company_certificates',
  'products',
  'services',
  'institutions',
  'experts',
  'pools',
  'publications',
  'credentials',
  'trade_agreements',
  'fta_country_agreements',
  'events',
  'statistics',
  'hs_synonyms',
  'agreement_headings',
  'agreement_duty_facts',
  'trade_leads',
  'trade_barriers',
  'trade_barrier_updates',
  'vat_corrections',
] as const;

/** Rows per insert of the HS nomenclature's thousands. */
const HS_BATCH = 500;

type SeedOptions = {
  onlyEmptyTables?: boolean;
  /** The day the seed's events and recent credentials are dated from (Amman's, "YYYY-MM-DD"); today by default. */
  today?: string;
  /**
   * The HS chapters to load ("01", "15"…); every one by default. Tests load a few: the whole
   * nomenclature is 6,939 codes.
   */
  hsChapters?: readonly string[];
};

/**
 * Inserts the seed content. By default rows that exist (by id) are kept and missing ones added
 * (`npm run db:seed`); with onlyEmptyTables, start-up fills only tables that have no rows yet, so
 * content an editor deleted does not come back while new tables of an upgrade get their content.
 */
export async function seedDatabase(
  db: Db,
  { onlyEmptyTables = false, today = ammanDay(new Date()), hsChapters }: SeedOptions = {},
) {
  const seed = async <T extends PgTable>(
    table: T,
    rows: PgInsertValue<T>[],
    batch = rows.length,
  ) => {
    if (rows.length === 0) return;
    if (onlyEmptyTables) {
      const [row] = await db.select({ value: count() }).from(table as PgTable);
      if ((row?.value ?? 0) > 0) return;
    }
    for (let start = 0; start < rows.length; start += batch) {
      await db
        .insert(table)
        .values(rows.slice(start, start + batch))
        .onConflictDoNothing();
    }
  };
  await seed(schema.menuPages, menuPagesSeed);
  await seed(schema.menuChildren, menuChildrenSeed);
  await seed(schema.socialMedia, socialMediaSeed);
  await seed(schema.offices, officesSeed);
  await seed(schema.homeSlider, homeSliderSeed);
  await seed(schema.homeBlocks, homeBlocksSeed);
  await seed(schema.partners, partnersSeed);
  await seed(schema.jeGoals, jeGoalsSeed);
  await seed(schema.becomeAMember, becomeAMemberSeed);
  await seed(schema.news, newsSeed);
  await seed(schema.sponsors, sponsorsSeed);
  await seed(schema.faqs, faqsSeed);
  await seed(schema.guide, guideSeed);
  await seed(schema.enquiryPages, enquiryPagesSeed);
  await seed(schema.countries, countriesSeed);
  await seed(schema.industries, industriesSeed);
  await seed(schema.positions, positionsSeed);
  await seed(schema.clientTypes, clientTypesSeed);
  await seed(schema.barrierTypes, barrierTypesSeed);
  await seed(schema.enquiryQuestions, readinessQuestionsSeed);
  await seed(schema.governorates, governoratesSeed);
  await seed(schema.companyTypes, companyTypesSeed);
  await seed(schema.titles, titlesSeed);
  await seed(schema.locationTypes, locationTypesSeed);
  await seed(schema.subIndustries, subIndustriesSeed);
  await seed(schema.exportTypes, exportTypesSeed);
  await seed(schema.exportModes, exportModesSeed);
  await seed(schema.institutions, institutionsSeed);
  await seed(schema.experts, expertsSeed);
  await seed(schema.pools, poolsSeed);
  await seed(schema.poolExperts, poolExpertsSeed);
  // The publications catalogue's samples (issue 26); their files are written by seedDocumentFiles.
  await seed(schema.publications, publicationsSeed);
  await seed(schema.credentialTypes, credentialTypesSeed);
  await seed(schema.credentials, credentialsSeedFor(today));
  // The partners are the seed's own (they make the country pages): not columns of the table.
  await seed(
    schema.tradeAgreements,
    tradeAgreementsSeed.map(({ partners: _partners, ...agreement }) => agreement),
  );
  await seed(schema.ftaCountryAgreements, ftaCountriesSeed);
  await seed(schema.eventTypes, eventTypesSeed);
  await seed(schema.eventModes, eventModesSeed);
  // Dated from the seeding day (issue 36), so a fresh start has events to come and events over.
  await seed(schema.events, eventsSeedFor(today));
  // The public register of trade barriers (issue 39), after the countries, sectors and types.
  // The blocs a barrier may be filed under (issue 45), after the countries.
  await seed(schema.countryBlocs, countryBlocsSeed);
  await seed(schema.countryBlocMembers, countryBlocMembersSeed);
  await seed(schema.tradeBarriers, tradeBarriersSeed);
  await seed(schema.tradeBarrierUpdates, tradeBarrierUpdatesSeed);
  // Trade leads (issue 39), dated from the seeding day: open ones, a closed one and a draft.
  await seed(schema.tradeLeads, tradeLeadsSeedFor(today));
  // The interactive data (issue 26): its two trees, then the sample statistics that name them.
  await seed(schema.statisticIndustries, statisticIndustriesSeed);
  await seed(schema.statisticGeolocations, statisticGeolocationsSeed);
  await seed(schema.statistics, statisticsSeed);
  // The HS nomenclature (issue 37), its Arabic names and the first synonyms, then their vocabulary.
  await seed(schema.hsSections, hsSectionsSeed());
  const codes = hsCodesSeed(hsChapters);
  await seed(schema.hsCodes, codes, HS_BATCH);
  const loaded = new Set(codes.map((row) => row.code));
  await seed(schema.hsSynonyms, hsSynonymsSeed(loaded));
  // The older editions' codes and their 2022 successors (issue 45); an existing database's empty
  // table is filled here too.
  await seed(schema.hsCorrelations, hsCorrelationsSeed(loaded), HS_BATCH * 4);
  await refreshFinderVocabulary(db);
  // Market access (issue 37): the agreements' rules of origin, and their terms for a few headings.
  await seed(schema.agreementOriginRules, originRulesSeed);
  await seed(schema.agreementHeadings, agreementHeadingsSeed(loaded));
  // Issue 46: the agreements' duty facts with their scope (an existing database's empty table too).
  await seed(schema.agreementDutyFacts, dutyFactsSeed());
  // The UK–Jordan product-specific rules (issue 46): the shipped release, while none is imported
  // (a database of before gets them at its next start-up).
  await importShippedUkRulesIfEmpty(db);
  // The UN sanctions list shipped with the portal (issue 47), while no sanctions list was imported
  // (a database of before gets it at its next start-up); the console says how old it is.
  await importShippedUnListIfEmpty(db);
  // Sample companies with their owners (users), after the lookups they name; only while the
  // companies table is empty, whatever the mode (lib/db/seed/companies/seed.ts). Their files are
  // written apart, by seedCompanyFiles, so that this stays database-only.
  await seedCompanies(db);
  // Market indicators (issue 58): the shipped files of each dataset never imported (countries
  // only, from 2000; after the countries, which map their codes), and staff's tax corrections.
  await importShippedIndicatorsIfEmpty(db);
  await seed(schema.vatCorrections, vatCorrectionsSeed);
  // Trade flows (issue 38): the project's illustrative extract while nothing was imported.
  await seedTradeFlowExtract(db);
  // The HS finder's tie-break by what Jordan exports (issue 45), from the flows just seeded.
  await refreshExportValues(db);
  for (const table of SERIAL_TABLES) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`,
      ),
    );
  }
  // The official tariffs' everyday words for the HS finder (issue 55), once the synonyms' ids are
  // counted: the shipped files, while none is imported (a database of before gets them at its
  // next start-up), with their terms.
  await importShippedVocabularyIfEmpty(db);
  // A bilingual dictionary's pairs, so an Arabic word also reads as its English words, and a
  // lexical database's, so an English noun the names lack reads as its meaning (issue 55).
  await importShippedTranslationsIfEmpty(db);
}
