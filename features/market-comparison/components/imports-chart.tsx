import { getTranslations } from 'next-intl/server';

import { formatGrowth, formatUsdAmount } from '@/features/trade-flows/figure-format';
import { formatYear } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import type { MarketComparisonAnswer } from '../schemas';

import styles from './comparison.module.css';

type Props = { answer: MarketComparisonAnswer; locale: Locale };

/**
 * Each compared market's imports as a bar, its yearly growth beside it (issue 58). Drawn on the
 * server with CSS (at most six bars need no chart library and no script): the bars' lengths are
 * to scale, the figures written out; the rows wrap on a phone so nothing overlaps. The table holds
 * the same figures for screen readers, so the drawing is one labelled image.
 */
export async function ImportsChart({ answer, locale }: Props) {
  if (answer.year === null) return null;
  const markets = answer.markets.filter((market) => market.imports_usd !== null);
  const max = Math.max(0, ...markets.map((market) => market.imports_usd!));
  if (max <= 0) return null;
  const t = await getTranslations({ locale, namespace: 'MarketComparison.chart' });
  const year = formatYear(answer.year, locale);
  return (
    <section aria-labelledby="comparison-chart" className={styles.section}>
      <h2 id="comparison-chart" className={styles.heading}>
        {t('title', { year })}
      </h2>
      <div
        className={styles.bars}
        role="img"
        aria-label={t('label', { year })}
        data-testid="comparison-chart"
      >
        {[...markets]
          .sort((a, b) => b.imports_usd! - a.imports_usd!)
          .map((market) => {
            const share = (market.imports_usd! / max) * 100;
            return (
              <div key={market.country.code} className={styles.bar} data-testid="chart-bar">
                <span className={styles.barName} data-testid="chart-name">
                  {locale === 'ar' ? market.country.name_ar : market.country.name_en}
                </span>
                <span className={styles.barTrack}>
                  <span
                    className={styles.barFill}
                    style={{ width: `${Math.max(share, 0.5) * 0.7}%` }}
                  />
                  <span className={styles.barLabel} data-testid="chart-label">
                    {formatUsdAmount(market.imports_usd!, locale)}
                    {market.growth !== null && (
                      <>
                        {' · '}
                        <span className={market.growth >= 0 ? styles.growthUp : styles.growthDown}>
                          {t('growth', { growth: formatGrowth(market.growth, locale) })}
                        </span>
                      </>
                    )}
                  </span>
                </span>
              </div>
            );
          })}
      </div>
    </section>
  );
}
