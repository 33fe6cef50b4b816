import { getTranslations } from 'next-intl/server';

import type { IndicatorSource } from '@/features/market-indicators/indicator-schemas';
import { formatDate } from '@/lib/i18n/format-date';
import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';

import type { MarketComparisonAnswer } from '../schemas';

import styles from './comparison.module.css';

/** Each source the economies' figures and the tax rates come from, once, in the order met. */
function sourcesOf(answer: MarketComparisonAnswer): IndicatorSource[] {
  const found = new Map<string, IndicatorSource>();
  for (const market of answer.markets) {
    for (const figure of [market.gdp_usd, market.population, market.tax]) {
      if (figure && !found.has(figure.source.url + figure.source.name_en)) {
        found.set(figure.source.url + figure.source.name_en, figure.source);
      }
    }
  }
  return [...found.values()];
}

/**
 * Under the table (issue 58): where GDP, population and the tax rates come from, with the licence,
 * the day of the copy and the day checked, so each cell needs only its year.
 */
export async function IndicatorSources({
  answer,
  locale,
}: {
  answer: MarketComparisonAnswer;
  locale: Locale;
}) {
  const sources = sourcesOf(answer);
  if (sources.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'MarketComparison.sources' });
  return (
    <div data-testid="indicator-sources">
      <p className={styles.muted}>{t('title')}</p>
      <ul className={styles.sources}>
        {sources.map((source) => (
          <li key={source.url + source.name_en}>
            <a className="link" href={source.url}>
              {locale === 'ar' ? source.name_ar : source.name_en}
            </a>
            {source.licence && <> · {t('licence', { licence: isolate(source.licence, locale) })}</>}
            {source.date && <> · {t('dated', { date: formatDate(source.date, locale) })}</>}
            {source.checked_on && (
              <> · {t('checked', { date: formatDate(source.checked_on, locale) })}</>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
