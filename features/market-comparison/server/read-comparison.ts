import 'server-only';

import { readMarketAccess } from '@/features/market-access/access-figures';
import type { MarketIndicators } from '@/features/market-indicators/indicator-schemas';
import { agreementsByCountry, readMarketFlows } from '@/features/trade-flows/flow-figures';
import type { Db } from '@/lib/db/types';
import { codeWithPath } from '@/lib/hs/code-with-path';

import { originLineOf, shareOf, sortCompared, suggestedMarkets } from '../compared-markets';
import type { ComparisonSort } from '../constants';
import type { ComparedMarket, MarketComparisonAnswer } from '../schemas';

// Markets side by side for a product (issue 58): each market's imports of the product and their
// growth, Jordan's exports there and share (the imported BACI flows, as where to sell sums them),
// its GDP, population and tax (the market indicators), and what Jordan's agreements give the
// product there (market access: the first agreement's duty and rule of origin). Without markets
// named, a suggested set: the largest importers and Jordan's agreement partners.

/** How the indicators are read: features/market-indicators' reader, given by app/ (its server/). */
export type IndicatorsReader = (
  db: Db,
  countries: readonly string[],
) => Promise<Map<string, MarketIndicators>>;

type Access = NonNullable<Awaited<ReturnType<typeof readMarketAccess>>>;

function accessOf(
  access: Access | null,
): Pick<ComparedMarket, 'agreements' | 'duty' | 'rule_of_origin'> {
  const agreements = access?.agreements ?? [];
  const withDuty = agreements.find((agreement) => agreement.preferential_duty !== null);
  const withRule = agreements.find((agreement) => agreement.rule_of_origin !== null);
  return {
    agreements: agreements.map(({ id, title_eng, title_ara, legal_status }) => ({
      id,
      title_eng,
      title_ara,
      legal_status: legal_status.status,
    })),
    duty: withDuty ? { ...withDuty.preferential_duty!, agreement_id: withDuty.id } : null,
    rule_of_origin: withRule
      ? { agreement_id: withRule.id, line: originLineOf(withRule.rule_of_origin!) }
      : null,
  };
}

/**
 * The comparison of `code` (digits) in `countries` (alpha-2, capitals; null: the suggested set);
 * null when the nomenclature has no such code.
 */
export async function readMarketComparison(
  db: Db,
  code: string,
  countries: readonly string[] | null,
  sort: ComparisonSort,
  readIndicators: IndicatorsReader,
): Promise<MarketComparisonAnswer | null> {
  const product = await codeWithPath(db, code);
  if (!product) return null;
  const flows = await readMarketFlows(db, code);
  const chosen =
    countries ?? suggestedMarkets(flows.largest, [...(await agreementsByCountry(db)).keys()]);
  const [access, indicators] = await Promise.all([
    Promise.all(chosen.map((country) => readMarketAccess(db, code, country))),
    readIndicators(db, chosen),
  ]);
  const noFlows = flows.source === null;
  const markets = chosen.map((country, index): ComparedMarket => {
    const partner = access[index]?.partner;
    const flow = flows.markets.get(country);
    const figures = indicators.get(country);
    return {
      country: {
        code: country,
        name_en: partner?.name_en ?? country,
        name_ar: partner?.name_ar ?? country,
      },
      imports_usd: noFlows ? null : (flow?.value_usd ?? 0),
      growth: flow?.growth ?? null,
      jordan_exports_usd: noFlows ? null : (flow?.jordan_value_usd ?? 0),
      jordan_share: shareOf(flow?.jordan_value_usd ?? null, flow?.value_usd ?? null),
      gdp_usd: figures?.gdp_usd ?? null,
      population: figures?.population ?? null,
      gdp_per_capita_usd: figures?.gdp_per_capita_usd ?? null,
      tax: figures?.tax ?? null,
      currency: figures?.currency?.currency ?? null,
      ...accessOf(access[index] ?? null),
    };
  });
  return {
    code: product,
    suggested: countries === null,
    sort,
    year: flows.year,
    growth_from: flows.growth_from,
    sample: flows.sample,
    source: flows.source,
    markets: sortCompared(markets, sort),
  };
}
