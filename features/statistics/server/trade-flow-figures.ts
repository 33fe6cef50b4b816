import 'server-only';

import { WHERE_TO_SELL_CHART_MARKETS } from '@/features/trade-flows/constants';
import { latestFlowYearIsReal, readImportingMarkets } from '@/features/trade-flows/flow-figures';
import type { WhereToSellAnswer } from '@/features/trade-flows/schemas';
import { fullTranslator } from '@/lib/api/translate';
import type { Db } from '@/lib/db/types';
import { hsCodeOfText } from '@/lib/hs/hs-code';
import { formatYear } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import type { ProvidedItem, ProvidedStatistic, StatisticsProvider } from './provider';

// The imported trade flows as one more source of the interactive data (issue 38): a statistic the
// seed labels "sample data" that is about an HS code with flows, once the latest year imported is
// from CEPII's files (not the project's extract), is shown with those flows instead: the largest
// importing markets of its code in that year, with BACI as its publisher. Its identifier
// gains "-trade"; the sample figures are no longer shown anywhere, under either identifier.

const SUFFIX = '-trade';
/** The seed's sample items name their publisher "… (sample data)" in both languages. */
const SAMPLE_PUBLISHER = /\((sample data|بيانات تجريبية)\)/i;

export const isSampleItem = (item: ProvidedItem) =>
  item.publishers.some((publisher) => SAMPLE_PUBLISHER.test(publisher.title));

type MarketsReader = (code: string) => Promise<WhereToSellAnswer | null>;

/** Reads each code's markets once however many items name it; null when the latest year is the extract's. */
async function marketsReader(db: Db): Promise<MarketsReader | null> {
  if (!(await latestFlowYearIsReal(db))) return null;
  const read = new Map<string, Promise<WhereToSellAnswer | null>>();
  return (code) => {
    let answer = read.get(code);
    if (!answer) {
      answer = readImportingMarkets(db, code);
      read.set(code, answer);
    }
    return answer;
  };
}

/** The flows of the sample item's first HS code that has some; null for any other item. */
async function flowsOf(read: MarketsReader, item: ProvidedItem) {
  if (item.type !== 'statistics' || !isSampleItem(item)) return null;
  for (const text of item.hs_codes) {
    const code = hsCodeOfText(text);
    const answer = code ? await read(code) : null;
    if (answer?.available) return answer;
  }
  return null;
}

function flowStatistic(
  item: ProvidedItem,
  answer: WhereToSellAnswer,
  locale: Locale,
): ProvidedStatistic {
  const t = fullTranslator(locale);
  const year = answer.year!;
  const name = (locale === 'ar' && answer.code.name_ar) || answer.code.name_en;
  const values = { name, year: formatYear(year, locale) };
  const largest = answer.markets.slice(0, WHERE_TO_SELL_CHART_MARKETS);
  return {
    ...item,
    identifier: `${item.identifier}${SUFFIX}`,
    title: t('WhereToSell.statistic.title', values),
    subject: t('WhereToSell.statistic.subject', values),
    date: `${year}-12-31`,
    publishers: [{ title: answer.source!.attribution }],
    survey_period: String(year),
    comment: t('WhereToSell.statistic.comment', {
      licence: answer.source!.licence,
      release: answer.source!.release,
    }),
    description: t('WhereToSell.statistic.description', values),
    image_url: '',
    premium: false,
    hs_codes: [answer.code.code],
    chart: {
      kind: 'bar',
      unit: t('WhereToSell.chart.axis'),
      data: {
        categories: largest.map((market) =>
          locale === 'ar' ? market.country.name_ar : market.country.name_en,
        ),
        series: [
          {
            name: t('WhereToSell.statistic.series', values),
            data: largest.map((market) => Math.round(market.value_usd / 1e5) / 10),
          },
        ],
      },
    },
  };
}

const withoutChart = ({ chart: _chart, ...item }: ProvidedStatistic): ProvidedItem => item;

/** The items with each sample statistic that real flows answer replaced by them. */
export async function withFlowFigures(
  db: Db,
  items: readonly ProvidedItem[],
  locale: Locale,
): Promise<ProvidedItem[]> {
  const read = await marketsReader(db);
  if (!read) return [...items];
  return Promise.all(
    items.map(async (item) => {
      const answer = await flowsOf(read, item);
      return answer ? withoutChart(flowStatistic(item, answer, locale)) : item;
    }),
  );
}

/** A provider whose sample statistics give way to the imported flows where there are some. */
export function withTradeFlows(base: StatisticsProvider, db: Db): StatisticsProvider {
  return {
    ...base,
    async list(type, query, locale) {
      return withFlowFigures(db, await base.list(type, query, locale), locale);
    },
    async one(identifier, locale) {
      const replaced = identifier.endsWith(SUFFIX);
      const statistic = await base.one(
        replaced ? identifier.slice(0, -SUFFIX.length) : identifier,
        locale,
      );
      if (!statistic) return null;
      const read = await marketsReader(db);
      const answer = read ? await flowsOf(read, statistic) : null;
      if (answer) return flowStatistic(withoutChart(statistic), answer, locale);
      return replaced ? null : statistic;
    },
  };
}
