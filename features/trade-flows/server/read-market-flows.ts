import 'server-only';
import { desc } from 'drizzle-orm';

import { tradeFlowYears } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { BACI_SOURCE } from '../constants';
import { growthOf } from '../market-figures';
import type { WhereToSellAnswer } from '../schemas';

import { countriesOf, importSums, jordanCodes, jordanSums, yearsOf } from './read-where-to-sell';

// A product's flows in chosen markets (issue 58, the market comparison): each market's imports in
// the latest year imported, their yearly growth, Jordan's exports there and share; and the largest
// importers (alpha-2, Jordan left out) for a suggested set. The same sums as where to sell.

const THOUSAND = 1000;
/** The largest importers named for a suggestion. */
const LARGEST = 20;

/** One market's figures; `value_usd` 0 when the market imported none of the product that year. */
export type MarketFlow = {
  value_usd: number;
  growth: number | null;
  jordan_value_usd: number;
  /** Jordan's exports there over the market's imports; null when it imported none. */
  jordan_share: number | null;
};

export type MarketFlows = {
  year: number | null;
  growth_from: number | null;
  sample: boolean;
  source: WhereToSellAnswer['source'];
  /** The largest importers of the product, largest first (alpha-2, Jordan left out). */
  largest: string[];
  /** By alpha-2: every market with a BACI code, the chosen ones looked up. */
  markets: Map<string, MarketFlow>;
};

/** The flows of `code` (digits) in the imported BACI years; empty figures when none are imported. */
export async function readMarketFlows(db: Db, code: string): Promise<MarketFlows> {
  const [imported, jordan] = await Promise.all([
    db.select().from(tradeFlowYears).orderBy(desc(tradeFlowYears.year)),
    jordanCodes(db),
  ]);
  const { latest, from } = yearsOf(imported);
  const empty: MarketFlows = {
    year: latest,
    growth_from: from,
    sample: false,
    source: null,
    largest: [],
    markets: new Map(),
  };
  if (latest === null) return empty;
  const [sums, exports] = await Promise.all([
    importSums(db, code, from === null ? [latest] : [latest, from]),
    jordanSums(db, code, latest),
  ]);
  const now = sums.filter((row) => row.year === latest && row.value > 0);
  const before = new Map(sums.filter((row) => row.year === from).map((row) => [row.country, row]));
  const codes = [...new Set([...now.map((row) => row.country), ...exports.keys()])];
  const names = await countriesOf(
    db,
    codes.filter((country) => !jordan.has(country)),
  );
  const markets = new Map<string, MarketFlow>();
  for (const [country, name] of names) {
    if (!name.code) continue;
    const value = now.find((row) => row.country === country)?.value ?? 0;
    const jordanThere = exports.get(country) ?? 0;
    const earlier = before.get(country)?.value ?? 0;
    markets.set(name.code, {
      value_usd: value * THOUSAND,
      growth: from === null ? null : growthOf(earlier, value, latest - from),
      jordan_value_usd: jordanThere * THOUSAND,
      jordan_share: value > 0 ? jordanThere / value : null,
    });
  }
  const largest = [...markets.entries()]
    .filter(([, flow]) => flow.value_usd > 0)
    .sort((a, b) => b[1].value_usd - a[1].value_usd)
    .slice(0, LARGEST)
    .map(([country]) => country);
  const shown = imported.filter((row) => row.year === latest || row.year === from);
  const newest = imported.find((row) => row.year === latest)!;
  return {
    ...empty,
    sample: shown.some((row) => row.sample),
    source: {
      name: BACI_SOURCE.name,
      release: newest.release,
      revision: newest.revision,
      url: BACI_SOURCE.url,
      licence: BACI_SOURCE.licence,
      licence_url: BACI_SOURCE.licenceUrl,
      attribution: BACI_SOURCE.attribution,
    },
    largest,
    markets,
  };
}
