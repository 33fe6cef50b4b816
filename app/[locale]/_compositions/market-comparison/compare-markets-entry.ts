import 'server-only';
import { redirect } from 'next/navigation';

import type { ListViewRequest } from '@/components/list-views/list-view-head';
import { getCachedHsResolution } from '@/features/hs-codes/server/older-codes';
import type { ComparisonEntryProblem } from '@/features/market-comparison/components/comparison-entry';
import { hsCodeOfText } from '@/lib/hs/hs-code';
import { localePath } from '@/lib/i18n/locale-path';
import { compareMarketsPath } from '@/lib/navigation/compare-markets-path';

// /compare-markets?hs= (issue 58), the code box's reader: a code of the nomenclature (or of an
// older edition, which the comparison's page resolves) goes on to its comparison; anything else is
// said back with the box filled as it was sent.
export async function readCompareMarketsEntry({ view, locale }: ListViewRequest) {
  const hs = (view.hs ?? '').trim();
  let problem: ComparisonEntryProblem = null;
  if (hs) {
    const code = hsCodeOfText(hs);
    const known = code && (await getCachedHsResolution(code)).kind !== 'unknown';
    if (code && known) redirect(localePath(compareMarketsPath(code), locale));
    problem = code ? 'unknownCode' : 'code';
  }
  return { hs, problem, locale };
}
