import 'server-only';

import type { ListViewRequest, NamedListOptions } from '@/components/list-views/list-view-head';
import { isolate } from '@/lib/i18n/isolate';
import { possibleFloorOf } from '@/lib/names/score';

import type { ScreeningViewProps } from '../components/screening-view';
import { screeningRequestOf } from '../screening-page-request';
import { SCREENING_PATH } from '../screening-path';

import { getCachedCountryNames, getCachedScreening, getCachedScreeningLists } from './cached';

// The page /screening as a list view (docs/architecture.md §4): its query is the address, each
// name's rendering is cached until `screening` is re-validated or the hour is up.

/** The page's props for its view: the lists' dates, and both bands' matches when a name was asked. */
export async function readScreeningPage({
  view,
  locale,
}: ListViewRequest): Promise<ScreeningViewProps> {
  const request = screeningRequestOf(view);
  const countries = await getCachedCountryNames();
  if (request.state !== 'screen') {
    const lists = await getCachedScreeningLists();
    return { request, lists, matches: null, possible: null, countries, locale };
  }
  const { name, country, minScore } = request.query;
  const possibleMinScore = possibleFloorOf(minScore);
  const screened = await getCachedScreening({ name, country, minScore, possibleMinScore });
  const { lists, matches, possible } = screened;
  return { request, lists, matches, possible, countries, locale };
}

/** The page's head: a screened name titles the document, and a result is no page for search engines. */
export function screeningHead({ view, locale }: ListViewRequest): NamedListOptions {
  const request = screeningRequestOf(view);
  const name = request.state === 'screen' ? request.query.name : null;
  return {
    namespace: 'Screening',
    path: SCREENING_PATH,
    image: '/images/banners/trade.svg',
    search: 'name',
    documentTitle: name
      ? (t) => t('Screening.searchTitle', { name: isolate(name, locale) })
      : undefined,
  };
}
