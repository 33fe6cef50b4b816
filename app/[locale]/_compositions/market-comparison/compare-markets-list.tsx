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
import { getCachedCountryChoices } from '@/features/market-access/server/cached';
import { ComparisonView } from '@/features/market-comparison/components/comparison-view';
import { COMPARISON_SORTS, type ComparisonSort } from '@/features/market-comparison/constants';
import { countriesOfText } from '@/features/market-comparison/countries-text';
import { comparedCountriesSchema } from '@/features/market-comparison/schemas';
import { hsCodeOfSegment } from '@/lib/hs/hs-code';
import { olderNoteQuery, singleCodeOf } from '@/lib/hs/resolve-hs-code';
import { isolate } from '@/lib/i18n/isolate';
import { localePath } from '@/lib/i18n/locale-path';
import { compareMarketsPath } from '@/lib/navigation/compare-markets-path';
import { listViewHref, type ListView } from '@/lib/navigation/list-views';

import { getCachedComparison } from './cached-comparison';

// /compare-markets/{hs}?countries=SA,US&sort= (issue 58): the markets named (none: a suggested
// set) in the order asked. A market added by the page's form (`add`), the code in another
// spelling, markets in lower case or an order the page lacks redirect to the canonical address,
// so each comparison is cached once. Markets the address names wrongly are said back, and the
// suggestion shown. An older code: one 2022 successor redirects to its page (with its note),
// several are listed.

type Request = ListViewRequest<{ hs: string }>;
const SORTS: readonly string[] = COMPARISON_SORTS;

/** The view the page is cached under: the markets as written canonically, a known order. */
function canonicalView(view: ListView): { view: ListView; error: string | null } {
  const named = countriesOfText([view.countries, view.add].filter(Boolean).join(','));
  const parsed = comparedCountriesSchema.safeParse(named.join(','));
  const sort = view.sort && SORTS.includes(view.sort) && view.sort !== 'imports' ? view.sort : null;
  const clean: ListView = {};
  if (parsed.success && parsed.data.length > 0) clean.countries = parsed.data.join(',');
  if (!parsed.success) clean.countries = view.countries ?? '';
  if (sort) clean.sort = sort;
  const error = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'rules.invalid');
  return { view: clean, error };
}

async function comparisonOf({ hs, view, locale, keys }: Request) {
  const code = hsCodeOfSegment(hs);
  if (!code) return null;
  const clean = canonicalView(view);
  const sort = (clean.view.sort ?? 'imports') as ComparisonSort;
  const countries =
    clean.error === null && clean.view.countries ? countriesOfText(clean.view.countries) : null;
  const answer = await getCachedComparison(code, countries, sort);
  if (!answer) {
    const resolution = await getCachedHsResolution(code);
    if (resolution.kind !== 'older') return null;
    const successor = singleCodeOf(resolution);
    if (successor) {
      const target = localePath(
        listViewHref(compareMarketsPath(successor), clean.view, keys),
        locale,
      );
      redirect(`${target}${target.includes('?') ? '&' : '?'}${olderNoteQuery(resolution)}`);
    }
    return { kind: 'older' as const, older: resolution, view: clean.view };
  }
  const same = (a: ListView, b: ListView) => JSON.stringify(a) === JSON.stringify(b);
  const asked = Object.fromEntries(Object.entries(view).filter(([key]) => key !== 'add'));
  const canonical = hs === code && !view.add && (clean.error !== null || same(asked, clean.view));
  return { kind: 'markets' as const, answer, view: clean.view, error: clean.error, canonical };
}

export async function compareMarketsHead(request: Request): Promise<ListViewHead | null> {
  const found = await comparisonOf(request);
  if (!found) return null;
  const { locale } = request;
  const t = await getTranslations({ locale, namespace: 'MarketComparison' });
  const title = t('title');
  if (found.kind === 'older') {
    const path = compareMarketsPath(found.older.code);
    return { title, description: t('intro'), canonical: path, noindex: true };
  }
  const step = trailStepOf(found.answer.code, locale);
  const code = isolate(step.code, locale, { latin: true });
  const path = compareMarketsPath(found.answer.code.code);
  return {
    title: t('metaTitle', { code }),
    description: t('metaDescription', { code, name: step.name.text }),
    canonical: path,
    noindex: Object.keys(found.view).length > 0,
    trail: [{ name: t('metaTitle', { code }), path }],
    banner: {
      title: t('titleOf', { code }),
      subSubtitle: <bdi>{step.name.text}</bdi>,
      image: '/images/banners/agreements.svg',
    },
  };
}

export async function readCompareMarkets(request: Request) {
  const found = await comparisonOf(request);
  if (!found) notFound();
  const { locale } = request;
  if (found.kind === 'older') return { kind: 'older' as const, older: found.older, locale };
  const { answer, view, error, canonical } = found;
  if (!canonical) {
    redirect(
      localePath(listViewHref(compareMarketsPath(answer.code.code), view, request.keys), locale),
    );
  }
  const [olderCodes, choices] = await Promise.all([
    getCachedOlderCodesBecoming(answer.code.code),
    getCachedCountryChoices(),
  ]);
  return { kind: 'markets' as const, answer, view, error, locale, olderCodes, choices };
}

type ReadCompareMarkets = Awaited<ReturnType<typeof readCompareMarkets>>;

export async function CompareMarketsPage(props: ReadCompareMarkets) {
  if (props.kind === 'older') {
    const { older, locale } = props;
    return (
      <HsSuccessorsChoice
        locale={locale}
        edition={older.edition}
        code={older.code}
        successors={older.successors}
        tool="compareMarkets"
        hrefOf={(code) => compareMarketsPath(code)}
      />
    );
  }
  const { answer, view, error, locale, olderCodes, choices } = props;
  return (
    <>
      <OlderCodeNotes locale={locale} code={answer.code.code} older={olderCodes} />
      <ComparisonView answer={answer} view={view} error={error} choices={choices} locale={locale} />
    </>
  );
}
