import 'server-only';

import type { MarketAccessAnswer } from '@/features/market-access/schemas';
import type {
  CurrencyRate,
  MarketIndicators,
} from '@/features/market-indicators/indicator-schemas';
import type { Db } from '@/lib/db/types';

// What the landed cost reads from the domains below it (issue 58). A feature never imports another
// feature's server/, so app/ gives these readers (app/api/landed-cost-sources.ts) to the routes and
// the page: the market-access answer, the market indicators, the dinar's rate, the member's saved
// self-assessment.

export type LandedCostSources = {
  /** The market-access answer with the partner's tariff figures; null: no such code or country. */
  access(db: Db, code: string, country: string): Promise<MarketAccessAnswer | null>;
  indicators(db: Db, countries: readonly string[]): Promise<Map<string, MarketIndicators>>;
  dinar(db: Db): Promise<CurrencyRate>;
  /** Whether the member's newest saved self-assessment for the code and market says "likely qualifies". */
  assessed(db: Db, userId: number, code: string, country: string): Promise<boolean>;
};
