import 'server-only';
import { redirect } from 'next/navigation';

import type { ListViewRequest } from '@/components/list-views/list-view-head';
import { getCachedFinderPage } from '@/features/hs-codes/server/cached';
import { getCachedHsResolution } from '@/features/hs-codes/server/older-codes';
import { marketAccessPath } from '@/features/market-access/constants';
import { entryRequestOf } from '@/features/market-access/entry-request';
import {
  getCachedCountryChoices,
  getCachedMarketAccess,
} from '@/features/market-access/server/cached';
import { localePath } from '@/lib/i18n/locale-path';

// The market-access entry page (issue 37): its form sends a code (or words) and a country; a code
// of the nomenclature with a partner goes on to its page, anything else is said back with the form
// filled as it was sent, and words get the HS finder's codes for them. A code of HS 2017 or 2012
// goes on to its page too, which leads to its 2022 successors (issue 45).

const SUGGESTIONS = 8;

export async function readMarketAccessEntry({ view, locale }: ListViewRequest) {
  const request = entryRequestOf(view);
  let unknownCode = false;
  if (request.state === 'check' && request.code && !request.countryProblem) {
    const access = await getCachedMarketAccess(request.code, request.country);
    const older = !access && (await getCachedHsResolution(request.code)).kind === 'older';
    if (access || older) {
      redirect(localePath(marketAccessPath(request.code, request.country), locale));
    }
    unknownCode = true;
  }
  const words = request.state === 'check' && request.codeProblem === 'words' ? request.hs : null;
  const [countries, found] = await Promise.all([
    getCachedCountryChoices(),
    words ? getCachedFinderPage(words, 1) : null,
  ]);
  const suggestions = found ? found.results.slice(0, SUGGESTIONS) : null;
  return { request, unknownCode, suggestions, countries, locale };
}
