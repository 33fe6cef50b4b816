import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import type { ListViewHead, ListViewRequest } from '@/components/list-views/list-view-head';
import { trailStepOf } from '@/features/hs-codes/code-trail';
import { HsSuccessorsChoice } from '@/features/hs-codes/components/hs-successors-choice';
import { OlderCodeNotes } from '@/features/hs-codes/components/older-code-notes';
import {
  getCachedHsResolution,
  getCachedOlderCodesBecoming,
} from '@/features/hs-codes/server/older-codes';
import type { EntryProblem } from '@/features/trade-flows/components/where-to-sell-entry';
import { WhereToSellView } from '@/features/trade-flows/components/where-to-sell-view';
import { WHERE_TO_SELL_SORTS, type WhereToSellSort } from '@/features/trade-flows/constants';
import { getCachedWhereToSell } from '@/features/trade-flows/server/cached';
import { drawMarketMap } from '@/features/trade-flows/server/market-map';
import { formatHsCode, hsCodeOfSegment, hsCodeOfText } from '@/lib/hs/hs-code';
import { olderNoteQuery, singleCodeOf, type HsResolution } from '@/lib/hs/resolve-hs-code';
import { formatYear } from '@/lib/i18n/format-number';
import { isolate } from '@/lib/i18n/isolate';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import { listViewHref } from '@/lib/navigation/list-views';
import { WHERE_TO_SELL_PATH, whereToSellPath } from '@/lib/trade-flows/where-to-sell-path';

// Where to sell (issue 38), the two list views' readers: the entry page's code box (a code of the
// nomenclature goes on to its page; anything else is said back with the box filled as it was
// sent), and a product's largest importing markets from the imported trade flows. The code in
// another spelling (15.09) and an order the page lacks redirect to the canonical address. A
// subheading of HS 2017 or 2012 (issue 45) with one 2022 successor redirects to the successor's
// page, which shows a note; with several, the page lists them; a code in no edition goes to the
// entry page with the code typed, which says so.

export async function readWhereToSellEntry({ view, locale }: ListViewRequest) {
  const hs = (view.hs ?? '').trim();
  let problem: EntryProblem = null;
  if (hs) {
    const code = hsCodeOfText(hs);
    const known =
      code &&
      ((await getCachedWhereToSell(code, 'value')) ||
        (await getCachedHsResolution(code)).kind === 'older');
    if (code && known) redirect(localePath(whereToSellPath(code), locale));
    problem = code ? 'unknownCode' : 'code';
  }
  return { hs, problem, locale };
}

type MarketsRequest = ListViewRequest<{ hs: string }>;
const SORTS: readonly string[] = WHERE_TO_SELL_SORTS;

type Older = Extract<HsResolution, { kind: 'older' }>;

/** An older code with several successors; one with a single successor or none redirects. */
async function olderOrAway(code: string, locale: Locale): Promise<Older> {
  const resolution = await getCachedHsResolution(code);
  if (resolution.kind !== 'older') {
    redirect(localePath(`${WHERE_TO_SELL_PATH}?${new URLSearchParams({ hs: code })}`, locale));
  }
  const successor = singleCodeOf(resolution);
  if (successor) {
    redirect(`${localePath(whereToSellPath(successor), locale)}?${olderNoteQuery(resolution)}`);
  }
  return resolution;
}

/** The code's markets in the order asked, and the view without an order the page lacks. */
async function marketsOf({ hs, view, locale }: MarketsRequest) {
  const code = hsCodeOfSegment(hs);
  if (!code) return null;
  const sort = (SORTS.includes(view.sort ?? '') ? view.sort : 'value') as WhereToSellSort;
  const answer = await getCachedWhereToSell(code, sort);
  if (!answer) return { kind: 'older' as const, older: await olderOrAway(code, locale) };
  const canonical = hs === code && (view.sort === undefined || view.sort === sort);
  const clean = view.sort === undefined || !SORTS.includes(view.sort) ? {} : view;
  return { kind: 'markets' as const, answer, view: clean, canonical };
}

export async function whereToSellHead(request: MarketsRequest): Promise<ListViewHead | null> {
  const markets = await marketsOf(request);
  if (!markets) return null;
  const { locale } = request;
  const t = await getTranslations({ locale, namespace: 'WhereToSell' });
  if (markets.kind === 'older') return olderHead(markets.older, locale, t('entry.title'));
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

async function olderHead(older: Older, locale: Locale, entry: string): Promise<ListViewHead> {
  const t = await getTranslations({ locale, namespace: 'HsOlderCodes' });
  const values = {
    code: isolate(formatHsCode(older.code), locale, { latin: true }),
    edition: formatYear(older.edition, locale),
  };
  const path = whereToSellPath(older.code);
  return {
    title: t('metaTitle', values),
    description: t('metaDescription', values),
    canonical: path,
    noindex: true,
    trail: [
      { name: entry, path: WHERE_TO_SELL_PATH },
      { name: t('title', values), path },
    ],
    banner: {
      title: t('title', values),
      crumbs: [{ label: entry, href: WHERE_TO_SELL_PATH }],
      image: '/images/banners/agreements.svg',
    },
  };
}

export async function readWhereToSell(request: MarketsRequest) {
  const markets = await marketsOf(request);
  if (!markets) notFound();
  const { locale } = request;
  if (markets.kind === 'older') return { kind: 'older' as const, older: markets.older, locale };
  const { answer, view, canonical } = markets;
  const path = whereToSellPath(answer.code.code);
  if (!canonical) redirect(localePath(listViewHref(path, view, request.keys), locale));
  const older = await getCachedOlderCodesBecoming(answer.code.code);
  return {
    kind: 'markets' as const,
    answer,
    map: drawMarketMap(answer.markets),
    view,
    locale,
    olderCodes: older,
  };
}

type ReadWhereToSell = Awaited<ReturnType<typeof readWhereToSell>>;

/** A code's markets (after an older code's redirect, its note), or an older code's successors. */
export async function WhereToSellPage(props: ReadWhereToSell) {
  if (props.kind === 'older') {
    const { older, locale } = props;
    return (
      <HsSuccessorsChoice
        locale={locale}
        edition={older.edition}
        code={older.code}
        successors={older.successors}
        tool="whereToSell"
        hrefOf={whereToSellPath}
      />
    );
  }
  const { answer, map, view, locale, olderCodes } = props;
  return (
    <>
      <OlderCodeNotes locale={locale} code={answer.code.code} older={olderCodes} />
      <WhereToSellView answer={answer} map={map} view={view} locale={locale} />
    </>
  );
}
