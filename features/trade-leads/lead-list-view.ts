import type { ListView } from '@/lib/navigation/list-views';

import { TRADE_LEAD_VALUE_BANDS, type TradeLeadValueBand } from './constants';
import { type TradeLeadFilters, tradeLeadFiltersSchema, tradeLeadSearchSchema } from './schemas';

/** The public list's filters in their canonical order (LIST_VIEW_KEYS.tradeLeads adds `page`). */
export const TRADE_LEAD_FILTER_KEYS = ['country', 'sector', 'chapter', 'state'] as const;
/** Issue 45: the keyword and the order, read by the API's rules too. */
const SEARCH_KEYS = ['q', 'sort'] as const;

/** A value band of the page's `value` select. */
export const isValueBand = (value: string | undefined): value is TradeLeadValueBand =>
  value !== undefined && Object.hasOwn(TRADE_LEAD_VALUE_BANDS, value);

/**
 * The filters a view of /trade-leads asks for: each value read by the API's rule; one it would
 * refuse (a hand-written `country=abc`) is left out, so the page shows the list without it. The
 * `value` band gives the API's value_min and value_max (issue 45).
 */
export function filtersOfView(view: ListView): TradeLeadFilters {
  const filters: Record<string, unknown> = {};
  for (const key of TRADE_LEAD_FILTER_KEYS) {
    const parsed = tradeLeadFiltersSchema.shape[key].safeParse(view[key]);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  for (const key of SEARCH_KEYS) {
    const parsed = tradeLeadSearchSchema.shape[key].safeParse(view[key]);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  const band = view.value;
  if (isValueBand(band)) Object.assign(filters, TRADE_LEAD_VALUE_BANDS[band]);
  return filters as TradeLeadFilters;
}
