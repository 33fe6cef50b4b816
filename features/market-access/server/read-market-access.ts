import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';

import {
  agreementDutyFacts,
  agreementHeadings,
  agreementOriginRules,
  countries,
  ftaCountryAgreements,
  tradeAgreements,
} from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { numericOfAlpha2 } from '@/lib/geo/country-codes';
import { codeWithPath } from '@/lib/hs/code-with-path';

import { withAgreementTerms } from '../agreement-origin-terms';
import {
  appliedRuleOf,
  byLegalStanding,
  enteredDutyOf,
  headingCodesOf,
  isListedAgreement,
  sourceOf,
} from '../applicable-terms';
import { additionalDutiesOf, factDutyOf } from '../duty-facts';
import type { GeneralOriginRule, MarketAccessAgreement, MarketAccessAnswer } from '../schemas';
import { withPartnerTerms } from '../us-fta-terms';

import { LEGAL_STATUS_COLUMNS, originRuleOf } from './terms-rows';
import { productRulesOf } from './uk-product-rules';

// What Jordan's agreements give a product in a partner's market (issue 37), as the portal holds it:
// the agreements that the partner's country page names (visible or not), their legal status, the
// duties and rules staff entered (a heading's own duty, else the agreement-wide fact covering it). The tariff provider's figures are added by the caller.

const AGREEMENT_COLUMNS = {
  id: tradeAgreements.id,
  title_eng: tradeAgreements.title_eng,
  title_ara: tradeAgreements.title_ara,
  link: tradeAgreements.link,
  status: tradeAgreements.status,
  signed_on: tradeAgreements.signed_on,
  in_force_on: tradeAgreements.in_force_on,
  ...LEGAL_STATUS_COLUMNS,
};

/** The partner's name in both languages; null for a code the countries list lacks. */
async function partnerOf(db: Db, country: string) {
  const id = numericOfAlpha2(country);
  if (id === undefined) return null;
  const [row] = await db.select().from(countries).where(eq(countries.id, id));
  return row ? { country_code: country, name_en: row.name_eng, name_ar: row.name_ara } : null;
}

/** The partner's country pages: the agreements they name, and the visible page's id. */
async function countryPagesOf(db: Db, country: string) {
  const pages = await db
    .select({
      id: ftaCountryAgreements.id,
      visible: ftaCountryAgreements.visible,
      ids: ftaCountryAgreements.agreement_ids,
    })
    .from(ftaCountryAgreements)
    .where(eq(ftaCountryAgreements.country_code, country));
  return {
    ids: [...new Set(pages.flatMap((page) => page.ids))],
    pageId: pages.find((page) => page.visible)?.id ?? null,
  };
}

async function generalRulesOf(db: Db, ids: number[]): Promise<Map<number, GeneralOriginRule>> {
  const rows = await db
    .select()
    .from(agreementOriginRules)
    .where(inArray(agreementOriginRules.agreement_id, ids));
  return new Map(rows.map((row) => [row.agreement_id, originRuleOf(row)]));
}

/**
 * Market access for `code` (2, 4 or 6 digits) in `country` (alpha-2, capitals), without the tariff
 * provider's figures; null when the nomenclature has no such code or the countries list no such
 * country. An uncovered partner has no agreements.
 */
export async function readMarketAccess(
  db: Db,
  code: string,
  country: string,
): Promise<MarketAccessAnswer | null> {
  const [product, named, { ids, pageId }] = await Promise.all([
    codeWithPath(db, code),
    partnerOf(db, country),
    countryPagesOf(db, country),
  ]);
  if (!product || !named) return null;
  const partner = { ...named, country_page_id: pageId };
  if (ids.length === 0) return { partner, code: product, agreements: [] };

  const headingCodes = headingCodesOf(code);
  const [rows, rules, facts, headings] = await Promise.all([
    db.select(AGREEMENT_COLUMNS).from(tradeAgreements).where(inArray(tradeAgreements.id, ids)),
    generalRulesOf(db, ids),
    db.select().from(agreementDutyFacts).where(inArray(agreementDutyFacts.agreement_id, ids)),
    headingCodes.length > 0
      ? db
          .select()
          .from(agreementHeadings)
          .where(
            and(
              inArray(agreementHeadings.agreement_id, ids),
              inArray(agreementHeadings.hs_code, headingCodes),
            ),
          )
      : Promise.resolve([]),
  ]);

  // The imported product-specific rules (issue 46: the UK's) before anything staff entered.
  const productRules = await productRulesOf(db, ids, code, rules);
  const agreements = byLegalStanding(rows.filter(isListedAgreement)).map(
    (row): MarketAccessAgreement => {
      const own = headings.filter((heading) => heading.agreement_id === row.id);
      const ownFacts = facts.filter((fact) => fact.agreement_id === row.id);
      const heading = enteredDutyOf(code, own);
      const agreementWide = factDutyOf(code, country, ownFacts);
      const noted = row.note_en.trim() !== '' || row.note_ar.trim() !== '';
      return {
        id: row.id,
        title_eng: row.title_eng,
        title_ara: row.title_ara,
        link: row.link,
        legal_status: {
          status: row.legal_status,
          note_en: row.note_en,
          note_ar: row.note_ar,
          source: noted ? sourceOf(row) : null,
        },
        // A heading's own row, else the agreement-wide fact that covers the code (issue 46); the
        // fact stays beside the heading's row, so its caveats are never hidden (issue 57).
        preferential_duty: heading ?? agreementWide,
        agreement_wide: heading ? agreementWide : null,
        additional_duties: additionalDutiesOf(code, country, ownFacts),
        tariff: null,
        rule_of_origin:
          productRules.get(row.id) ??
          withAgreementTerms(
            withPartnerTerms(appliedRuleOf(code, own, rules.get(row.id) ?? null), country, code),
            row.id,
            code,
          ),
      };
    },
  );
  return { partner, code: product, agreements };
}
