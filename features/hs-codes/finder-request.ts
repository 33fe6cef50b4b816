import { isOverlongListValue, listViewPage, type ListView } from '@/lib/navigation/list-views';

import { HS_MAX_PAGE } from './constants';
import type { HsQualifier } from './finder-qualifiers';
import { qualifierOf } from './finder-question';
import { hsFinderQuerySchema } from './schemas';

// What the finder's page was asked (issue 37), from its list view: nothing yet, a search, or a
// query the finder refuses (too long), which the page explains instead of showing results. The
// answer to the finder's question (`qualifier`, issue 55) narrows a search; an unknown one is
// left out (the page shows the search unnarrowed, where the API answers 422).

export type FinderRequest =
  | { state: 'start' }
  | { state: 'tooLong'; q: string }
  | { state: 'search'; q: string; page: number; qualifier?: HsQualifier };

export function finderRequestOf(view: ListView): FinderRequest {
  const q = view.q;
  if (q === undefined) return { state: 'start' };
  // The view keeps one character more than it searches: a longer text was refused, not cut.
  if (isOverlongListValue(q)) return { state: 'tooLong', q };
  // A page past the finder's last one shows its last one, as the other lists do.
  const page = Math.min(listViewPage(view), HS_MAX_PAGE);
  const parsed = hsFinderQuerySchema.safeParse({ q, page });
  // A view's text is trimmed and never empty: only its length can fail the finder's rules.
  if (!parsed.success) return { state: 'tooLong', q };
  const qualifier = qualifierOf(view.qualifier);
  return {
    state: 'search',
    q: parsed.data.q,
    page: parsed.data.page,
    ...(qualifier && { qualifier }),
  };
}
