import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/lib/i18n/routing';

import type { MarketCost } from '../answer-schema';
import { formatRate } from '../money-format';

import styles from './landed-cost.module.css';
import { sourceTextOf } from './source-text';

/** What the portal does not know, what to know, the partner's tariff and the rates used. */
export async function MarketCostFacts({ market, locale }: { market: MarketCost; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'LandedCost' });
  return (
    <>
      {market.unknown.length > 0 && (
        <div className={styles.missing} data-testid="market-unknown">
          <h4>{t('result.missing')}</h4>
          <ul>
            {market.unknown.map((key) => (
              <li key={key}>{t(`unknown.${key}`)}</li>
            ))}
          </ul>
        </div>
      )}
      {market.notes.length > 0 && (
        <div className={styles.notes}>
          <h4>{t('result.notes')}</h4>
          <ul>
            {market.notes.map((key) => (
              <li key={key}>{t(`notes.${key}`)}</li>
            ))}
          </ul>
        </div>
      )}
      {market.tariff_link && (
        <p className={styles.detail}>
          <a href={market.tariff_link.url} rel="noopener noreferrer" target="_blank">
            {t('result.tariffLink', { name: market.tariff_link.name })}
          </a>
        </p>
      )}
      {market.rates.some((rate) => rate.per_usd !== null) && (
        <div className={styles.notes}>
          <h4>{t('result.rates')}</h4>
          <ul>
            {market.rates.flatMap((rate) =>
              rate.per_usd === null
                ? []
                : [
                    <li key={rate.currency}>
                      {t(rate.basis === 'peg' ? 'result.ratePeg' : 'result.rate', {
                        currency: rate.currency,
                        perUsd: formatRate(rate.per_usd, locale),
                      })}
                      {rate.source && (
                        <>
                          {' '}
                          <a href={rate.source.url} rel="noopener noreferrer" target="_blank">
                            {sourceTextOf(t, locale, rate.source, rate.date)}
                          </a>
                        </>
                      )}
                    </li>,
                  ],
            )}
          </ul>
        </div>
      )}
    </>
  );
}
