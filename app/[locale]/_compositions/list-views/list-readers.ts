import 'server-only';

import { createElement } from 'react';

import type { ListViewRequest, NamedListOptions } from '@/components/list-views/list-view-head';
import { EXPERTS_PATH } from '@/features/experts/experts-path';
import { directoryPage, poolFilterOf } from '@/features/experts/pool-directory';
import { getCachedExpertsDirectory } from '@/features/experts/server/cached';
import { finderRequestOf } from '@/features/hs-codes/finder-request';
import { HS_FINDER_PATH } from '@/features/hs-codes/hs-paths';
import { getCachedFinderPage } from '@/features/hs-codes/server/cached';
import { MarketAccessChooser } from '@/features/market-access/components/market-access-chooser';
import { getCachedCountryChoices } from '@/features/market-access/server/cached';
import { TRADE_LEADS_PAGE_SIZE } from '@/features/trade-leads/constants';
import { filtersOfView } from '@/features/trade-leads/lead-list-view';
import { getCachedLeadChoices, getCachedLeadsPage } from '@/features/trade-leads/server/cached';
import { isolate } from '@/lib/i18n/isolate';
import { listViewHref, listViewPage } from '@/lib/navigation/list-views';
import { readShownPage } from '@/lib/pagination';
import { ammanDay } from '@/lib/time/amman-day';

// What the list views of one domain read for their view, beyond a cached reader or two: the
// pages (app/[locale]/views/…) pass these to listViewRoute.

/** Trade leads open and closed as of Amman's day (part of the cached read's key). */
export async function readLeads({ view, locale }: ListViewRequest) {
  const today = ammanDay(new Date());
  const readPage = (page: number) =>
    getCachedLeadsPage(filtersOfView(view), { page, page_size: TRADE_LEADS_PAGE_SIZE }, today);
  const [leads, choices] = await Promise.all([
    readShownPage(readPage, listViewPage(view)),
    getCachedLeadChoices(),
  ]);
  return { leads, choices, view, locale };
}

/** The pool of experts' page for the view; a page past the end shows the last one. */
export async function readExperts({ view, locale }: ListViewRequest) {
  const { pools, experts, sectors } = await getCachedExpertsDirectory();
  const filter = { search: view.search, pool: poolFilterOf(view.pool), page: listViewPage(view) };
  return { listing: directoryPage(pools, experts, filter), pools, sectors, view, locale };
}

/** The pool's head: its title and canonical address name the page shown (the last, past the end). */
export async function expertsHead(request: ListViewRequest): Promise<NamedListOptions> {
  const { page } = (await readExperts(request)).listing;
  const { view, keys } = request;
  return {
    namespace: 'Experts',
    path: EXPERTS_PATH,
    banner: false,
    search: 'search',
    page,
    canonical: listViewHref(EXPERTS_PATH, view, keys, view.page ? { page } : {}),
  };
}

/** The finder's results' country chooser: each result's button sends its code with the form. */
const FINDER_MARKET_ACCESS_FORM = 'finder-market-access';

/**
 * The HS finder's page for the view: nothing asked yet, a refused query, or a search's codes with
 * the country chooser that leads each of them to its market access (issue 45).
 */
export async function readFinder({ view, locale }: ListViewRequest) {
  const request = finderRequestOf(view);
  const found =
    request.state === 'search'
      ? await getCachedFinderPage(request.q, request.page, request.qualifier)
      : null;
  const countries = found && found.total > 0 ? await getCachedCountryChoices() : [];
  const marketAccess = {
    formId: FINDER_MARKET_ACCESS_FORM,
    chooser: createElement(MarketAccessChooser, {
      id: FINDER_MARKET_ACCESS_FORM,
      countries,
      locale,
    }),
  };
  return {
    request,
    found,
    view,
    locale,
    marketAccess: countries.length > 0 ? marketAccess : undefined,
  };
}

/** The finder's head: a search is titled by its words and page, and is no page for search engines. */
export function finderHead({ view, locale }: ListViewRequest): NamedListOptions {
  const asked = finderRequestOf(view);
  const search = asked.state === 'search' ? asked : null;
  return {
    namespace: 'HsFinder',
    path: HS_FINDER_PATH,
    image: '/images/banners/trade.svg',
    texts: { subtitle: 'HsFinder.intro' },
    search: 'q',
    documentTitle: search
      ? (t) => t('HsFinder.searchTitle', { q: isolate(search.q, locale) })
      : undefined,
    page: search?.page ?? 1,
  };
}
