import { HS_FINDER_PATH } from '@/features/hs-codes/hs-paths';
import { MARKET_ACCESS_PATH } from '@/features/market-access/constants';
import { hsDigitsOf } from '@/lib/hs/hs-code';
import { compareMarketsPath } from '@/lib/navigation/compare-markets-path';
import { LANDED_COST_PATH, landedCostHref } from '@/lib/navigation/landed-cost-link';

import type { PlanSection } from './constants';

// Issue 59: the portal's tool that fills an incomplete section's gap (without locale): the finder,
// market access, the comparison, the landed cost, the trade leads, the company's profile.

export function nextStepOf(
  section: PlanSection,
  { hs, markets }: { hs: string; markets: readonly string[] },
): string | null {
  const code = hsDigitsOf(hs) ?? '';
  switch (section) {
    case 'business':
      return '/my-company';
    case 'product':
      return HS_FINDER_PATH;
    case 'markets':
      return code ? compareMarketsPath(code.slice(0, 6), markets.slice(0, 6)) : HS_FINDER_PATH;
    case 'access':
      return code ? `${MARKET_ACCESS_PATH}?hs=${code.slice(0, 6)}` : MARKET_ACCESS_PATH;
    case 'costs':
      return code && markets.length > 0
        ? landedCostHref(code.slice(0, 6), markets.slice(0, 6).join(','))
        : LANDED_COST_PATH;
    case 'buyers':
      return '/trade-leads';
    default:
      return null;
  }
}
