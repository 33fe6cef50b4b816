import type { ListView } from '@/lib/navigation/list-views';

import { type TradeLeadFilters, tradeLeadFiltersSchema } from './schemas';

/** The public list's filters in their canonical order (LIST_VIEW_KEYS.tradeLeads adds `page`). */
export const TRADE_LEAD_FILTER_KEYS = ['country', 'sector', 'chapter', 'state'] as const;

/**
 * The filters a view of /trade-leads asks for: each value read by the API's rule; one it would
 * refuse (a hand-written `country=abc`) is left out, so the page shows the list without it.
 */
export function filtersOfView(view: ListView): TradeLeadFilters {
  const filters: Record<string, unknown> = {};
  for (const key of TRADE_LEAD_FILTER_KEYS) {
    const parsed = tradeLeadFiltersSchema.shape[key].safeParse(view[key]);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  return filters as TradeLeadFilters;
}
