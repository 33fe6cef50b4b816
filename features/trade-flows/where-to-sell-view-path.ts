import { LIST_VIEW_KEYS, listViewHref, type ListView } from '@/lib/navigation/list-views';
import { whereToSellPath } from '@/lib/trade-flows/where-to-sell-path';

import type { WhereToSellSort } from './constants';

/** The page of a code in an order: `/where-to-sell/150920?sort=growth` (value is the default). */
export const whereToSellSortHref = (code: string, view: ListView, sort: WhereToSellSort) =>
  listViewHref(whereToSellPath(code), view, LIST_VIEW_KEYS.whereToSell, {
    sort: sort === 'value' ? null : sort,
  });
