import { getTranslations } from 'next-intl/server';

import { latinChunks } from '@/components/ui/bidi-text';
import { Notice } from '@/components/ui/notice';
import { codeTrail, trailStepOf } from '@/features/hs-codes/code-trail';
import { HsTrail } from '@/features/hs-codes/components/hs-trail';
import { HS_FINDER_PATH } from '@/features/hs-codes/hs-paths';
import { MarketAccessChooser } from '@/features/market-access/components/market-access-chooser';
import { countValues, formatYear } from '@/lib/i18n/format-number';
import { isolate } from '@/lib/i18n/isolate';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import { compareMarketsPath } from '@/lib/navigation/compare-markets-path';
import type { ListView } from '@/lib/navigation/list-views';

import { WHERE_TO_SELL_CHART_MARKETS } from '../constants';
import { formatShare, formatUsdAmount } from '../figure-format';
import { sortMarkets } from '../market-figures';
import type { MarketMapDrawing } from '../market-map-drawing';
import type { WhereToSellAnswer } from '../schemas';

import { MarketMap } from './market-map';
import { MarketsChartPanel } from './markets-chart-panel';
import { MarketsTable } from './markets-table';
import { TradeSource } from './trade-source';
import styles from './where-to-sell.module.css';

type Props = {
  answer: WhereToSellAnswer;
  map: MarketMapDrawing;
  view: ListView;
  locale: Locale;
};

/** `/where-to-sell/{code}` (issue 38): the world market, the ranking, the chart and the map. */
export async function WhereToSellView({ answer, map, view, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'WhereToSell' });
  const step = trailStepOf(answer.code, locale);
  const code = isolate(step.code, locale, { latin: true });
  const trail = (
    <HsTrail
      steps={codeTrail(answer.code.path, locale)}
      locale={locale}
      label={t('pathOf', { code })}
    />
  );
  if (!answer.available || answer.year === null || !answer.world || !answer.source) {
    return (
      <div className={styles.page}>
        {trail}
        <section className={styles.empty} data-testid="no-trade-data" aria-labelledby="no-data">
          <h2 id="no-data" className={styles.heading}>
            {t('noData.title')}
          </h2>
          <p>{t('noData.text', { code })}</p>
          <a className="link" href={localePath(HS_FINDER_PATH, locale)}>
            {t('noData.finder')}
          </a>
        </section>
      </div>
    );
  }
  const year = formatYear(answer.year, locale);
  const { world, source } = answer;
  const name = (market: WhereToSellAnswer['markets'][number]) =>
    locale === 'ar' ? market.country.name_ar : market.country.name_en;
  const largest = [...answer.markets]
    .sort((a, b) => a.rank - b.rank)
    .slice(0, WHERE_TO_SELL_CHART_MARKETS);
  return (
    <div className={styles.page}>
      {trail}
      {answer.sample && (
        <Notice severity="info" data-testid="sample-notice">
          <p className={styles.text}>
            <strong>{t('sample.title')}</strong> {t.rich('sample.text', { latin: latinChunks })}
          </p>
        </Notice>
      )}
      <p className={styles.text}>{t('intro', { year })}</p>
      <section aria-labelledby="world-market" className={styles.summary}>
        <h2 id="world-market" className={styles.heading}>
          {t('summary.title')}
        </h2>
        <dl className={styles.figures}>
          <div>
            <dt>{t('summary.world', { year })}</dt>
            <dd data-testid="world-imports">{formatUsdAmount(world.value_usd, locale)}</dd>
          </div>
          <div>
            <dt>{t('summary.jordan', { year })}</dt>
            <dd data-testid="jordan-exports">
              {formatUsdAmount(world.jordan_value_usd, locale)}
              <span className={styles.figureNote}>
                {t('summary.jordanShare', { share: formatShare(world.jordan_share, locale) })}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t('summary.markets')}</dt>
            <dd>{t('summary.marketsCount', countValues(world.markets, locale))}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="where-to-sell-markets" className={styles.section}>
        <h2 id="where-to-sell-markets" className={styles.heading}>
          {t('table.title')}
        </h2>
        <MarketsTable
          answer={answer}
          markets={sortMarkets(answer.markets, answer.sort)}
          view={view}
          caption={t('table.caption', {
            count: formatYear(answer.markets.length, locale),
            code,
            year,
          })}
          locale={locale}
        />
        <TradeSource source={source} year={answer.year} locale={locale} />
        <a
          className="link"
          href={localePath(
            compareMarketsPath(
              answer.code.code,
              largest.flatMap(({ country }) => (country.code ? [country.code] : [])).slice(0, 6),
            ),
            locale,
          )}
          data-testid="compare-markets-link"
        >
          {t('compare')}
        </a>
      </section>
      <MarketAccessChooser
        id="where-to-sell-market-access"
        code={answer.code.code}
        countries={answer.markets.flatMap(({ country, agreements }) =>
          country.code && country.code !== 'JO'
            ? [
                {
                  code: country.code,
                  name_en: country.name_en,
                  name_ar: country.name_ar,
                  partner: agreements.length > 0,
                },
              ]
            : [],
        )}
        locale={locale}
      />
      <MarketsChartPanel
        bars={largest.map((market) => ({ name: name(market), value_usd: market.value_usd }))}
        summary={t('chart.title', { year })}
        label={t('chart.label', { year })}
        axis={t('chart.axis')}
        loading={t('chart.loading')}
      />
      <MarketMap
        drawing={map}
        title={t('chart.mapTitle', { year })}
        label={t('chart.mapLabel', { year })}
        locale={locale}
      />
      <TradeSource source={source} year={answer.year} locale={locale} />
    </div>
  );
}
