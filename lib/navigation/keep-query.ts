import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';

// A page that redirects to its canonical address (a content page without its slug or with the
// other language's, an old news or sponsor address, a site-list alias such as /market-information)
// is cached for everyone, so it cannot read the request's query: `?tab=5` was lost on the way
// (issue 25). It ends its target with this mark instead, and the portal's server puts the request's
// query there (scripts/server/redirect-query.mjs); without that server (next dev) the mark is an
// empty query, harmless.
export const KEEP_QUERY_MARK = '?';

/** `path` (no query of its own) marked to receive the request's query: `/pages/130-x?`. */
export function keepingQuery(path: string): string {
  return path.includes('?') ? path : `${path}${KEEP_QUERY_MARK}`;
}

/** A locale's path for a redirect that keeps the request's query (English without a prefix). */
export function redirectTargetKeepingQuery(path: string, locale: Locale): string {
  return keepingQuery(localePath(path, locale));
}
