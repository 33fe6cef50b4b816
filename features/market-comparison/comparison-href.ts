import { compareMarketsPath } from '@/lib/navigation/compare-markets-path';
import { LIST_VIEW_KEYS, listViewHref, type ListView } from '@/lib/navigation/list-views';

// The comparison's own links (issue 58): the same markets in another order, or one market fewer.

/** `/compare-markets/{code}` with the view changed (`sort: null` goes back to imports). */
export const comparisonHref = (
  code: string,
  view: ListView,
  changes: Record<string, string | null>,
): string => listViewHref(compareMarketsPath(code), view, LIST_VIEW_KEYS.marketComparison, changes);
