import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/lib/i18n/routing';

import { formatUsd } from '../figure-format';
import type { MarketMapDrawing } from '../market-map-drawing';

import styles from './where-to-sell.module.css';

type Props = { drawing: MarketMapDrawing; title: string; label: string; locale: Locale };

/**
 * The markets' imports on the world map (issue 38): server-drawn SVG, no script, never mirrored
 * (the world reads west to east). A picture with its description; the table holds its figures.
 */
export async function MarketMap({ drawing, title, label, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'WhereToSell.chart' });
  return (
    <figure className={styles.figure} data-testid="market-map">
      <figcaption className={styles.figureTitle}>{title}</figcaption>
      <div dir="ltr">
        <svg
          viewBox={`0 0 ${drawing.width} ${drawing.height}`}
          className={styles.map}
          role="img"
          aria-label={label}
        >
          <g className={styles.land}>
            {drawing.land.map((d, index) => (
              <path key={index} d={d} />
            ))}
          </g>
          {drawing.markets.map((market) => (
            <path
              key={market.code}
              d={market.d}
              className={styles.market}
              data-shade={market.shade}
              data-country={market.code}
            >
              <title>{`${locale === 'ar' ? market.name_ar : market.name_en}: ${formatUsd(market.value_usd, locale)}`}</title>
            </path>
          ))}
        </svg>
      </div>
      <div className={styles.legend} aria-hidden="true">
        <span>{t('legendLow')}</span>
        {[1, 2, 3, 4, 5].map((shade) => (
          <span key={shade} className={styles.swatch} data-shade={shade} />
        ))}
        <span>{t('legendHigh')}</span>
      </div>
    </figure>
  );
}
