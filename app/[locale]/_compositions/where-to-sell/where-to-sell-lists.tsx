import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import type { ListViewHead, ListViewRequest } from '@/components/list-views/list-view-head';
import { trailStepOf } from '@/features/hs-codes/code-trail';
import type { EntryProblem } from '@/features/trade-flows/components/where-to-sell-entry';
import { WHERE_TO_SELL_SORTS, type WhereToSellSort } from '@/features/trade-flows/constants';
import { getCachedWhereToSell } from '@/features/trade-flows/server/cached';
import { drawMarketMap } from '@/features/trade-flows/server/market-map';
import { hsCodeOfSegment, hsCodeOfText } from '@/lib/hs/hs-code';
import { isolate } from '@/lib/i18n/isolate';
import { localePath } from '@/lib/i18n/locale-path';
import { listViewHref } from '@/lib/navigation/list-views';
import { WHERE_TO_SELL_PATH, whereToSellPath } from '@/lib/trade-flows/where-to-sell-path';

// Where to sell (issue 38), the two list views' readers: the entry page's code box (a code of the
// nomenclature goes on to its page; anything else is said back with the box filled as it was
// sent), and a product's largest importing markets from the imported trade flows. The code in
// another spelling (15.09) and an order the page lacks redirect to the canonical address; a code
// the nomenclature lacks is the site's 404.

export async function readWhereToSellEntry({ view, locale }: ListViewRequest) {
  const hs = (view.hs ?? '').trim();
  let problem: EntryProblem = null;
  if (hs) {
    const code = hsCodeOfText(hs);
    if (code && (await getCachedWhereToSell(code, 'value'))) {
      redirect(localePath(whereToSellPath(code), locale));
    }
    problem = code ? 'unknownCode' : 'code';
  }
  return { hs, problem, locale };
}

type MarketsRequest = ListViewRequest<{ hs: string }>;
const SORTS: readonly string[] = WHERE_TO_SELL_SORTS;

/** The code's markets in the order asked, and the view without an order the page lacks. */
async function marketsOf({ hs, view }: MarketsRequest) {
  const code = hsCodeOfSegment(hs);
  if (!code) return null;
  const sort = (SORTS.includes(view.sort ?? '') ? view.sort : 'value') as WhereToSellSort;
  const answer = await getCachedWhereToSell(code, sort);
  if (!answer) return null;
  const canonical = hs === code && (view.sort === undefined || view.sort === sort);
  const clean = view.sort === undefined || !SORTS.includes(view.sort) ? {} : view;
  return { answer, view: clean, canonical };
}

export async function whereToSellHead(request: MarketsRequest): Promise<ListViewHead | null> {
  const markets = await marketsOf(request);
  if (!markets) return null;
  const { locale } = request;
  const t = await getTranslations({ locale, namespace: 'WhereToSell' });
  const step = trailStepOf(markets.answer.code, locale);
  const code = isolate(step.code, locale, { latin: true });
  const path = whereToSellPath(markets.answer.code.code);
  const entry = t('entry.title');
  return {
    title: t('metaTitle', { code }),
    description: t('metaDescription', { code, name: step.name.text }),
    canonical: path,
    noindex: Object.keys(markets.view).length > 0,
    trail: [
      { name: entry, path: WHERE_TO_SELL_PATH },
      { name: t('metaTitle', { code }), path },
    ],
    banner: {
      title: t('titleOf', { code }),
      subSubtitle: <bdi>{step.name.text}</bdi>,
      crumbs: [{ label: entry, href: WHERE_TO_SELL_PATH }],
      image: '/images/banners/agreements.svg',
    },
  };
}

export async function readWhereToSell(request: MarketsRequest) {
  const markets = await marketsOf(request);
  if (!markets) notFound();
  const { answer, view, canonical } = markets;
  const path = whereToSellPath(answer.code.code);
  if (!canonical) redirect(localePath(listViewHref(path, view, request.keys), request.locale));
  return { answer, map: drawMarketMap(answer.markets), view, locale: request.locale };
}
