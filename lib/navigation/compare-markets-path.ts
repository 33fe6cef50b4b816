// The market comparison's address (issue 58), for the pages that link to it: the HS finder, market
// access, where to sell and the home page's tools sit below features/market-comparison.

export const COMPARE_MARKETS_PATH = '/compare-markets';

/** `/compare-markets/{code}`, with `?countries=SA,US` when markets are named (else a suggestion). */
export function compareMarketsPath(code: string, countries: readonly string[] = []): string {
  const path = `${COMPARE_MARKETS_PATH}/${code}`;
  return countries.length > 0 ? `${path}?countries=${countries.join(',')}` : path;
}
