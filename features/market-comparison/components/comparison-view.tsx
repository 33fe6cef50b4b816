import { getTranslations } from 'next-intl/server';

import { latinChunks } from '@/components/ui/bidi-text';
import { Notice } from '@/components/ui/notice';
import { codeTrail, trailStepOf } from '@/features/hs-codes/code-trail';
import { HsTrail } from '@/features/hs-codes/components/hs-trail';
import { TradeSource } from '@/features/trade-flows/components/trade-source';
import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';
import type { ListView } from '@/lib/navigation/list-views';

import type { MarketComparisonAnswer } from '../schemas';

import { ComparisonTable } from './comparison-table';
import styles from './comparison.module.css';
import { ImportsChart } from './imports-chart';
import { IndicatorSources } from './indicator-sources';
import { LandedCostColumn } from './landed-cost-column';
import { MarketChooser, type CountryChoice } from './market-chooser';

type Props = {
  answer: MarketComparisonAnswer;
  view: ListView;
  /** The catalogue key of what was wrong with the markets the address named; null: nothing. */
  error: string | null;
  choices: readonly CountryChoice[];
  locale: Locale;
};

/** `/compare-markets/{code}` (issue 58): the markets side by side, the chooser, the chart, the landed cost. */
export async function ComparisonView({ answer, view, error, choices, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'MarketComparison' });
  const messages = await getTranslations({ locale });
  const sample = await getTranslations({ locale, namespace: 'WhereToSell.sample' });
  const step = trailStepOf(answer.code, locale);
  const code = isolate(step.code, locale, { latin: true });
  return (
    <div className={styles.page}>
      <HsTrail
        steps={codeTrail(answer.code.path, locale)}
        locale={locale}
        label={t('titleOf', { code })}
      />
      {answer.sample && (
        <Notice severity="info" data-testid="sample-notice">
          <p className={styles.text}>
            <strong>{sample('title')}</strong> {sample.rich('text', { latin: latinChunks })}
          </p>
        </Notice>
      )}
      {error && (
        <Notice severity="warning" data-testid="countries-error">
          <p className={styles.text}>{messages(error as never)}</p>
        </Notice>
      )}
      <p className={styles.text}>{t('intro')}</p>
      {answer.suggested && <p className={styles.text}>{t('suggested')}</p>}
      {answer.source === null && <p className={styles.muted}>{t('noFlows')}</p>}
      <section aria-labelledby="comparison-title" className={styles.section}>
        <h2 id="comparison-title" className={styles.heading}>
          {t('table.title')}
        </h2>
        <ComparisonTable answer={answer} view={view} code={answer.code.code} locale={locale} />
        {answer.source && answer.year !== null && (
          <TradeSource source={answer.source} year={answer.year} locale={locale} />
        )}
        <IndicatorSources answer={answer} locale={locale} />
      </section>
      <MarketChooser answer={answer} view={view} choices={choices} locale={locale} />
      <ImportsChart answer={answer} locale={locale} />
      <LandedCostColumn
        hs={answer.code.code}
        markets={answer.markets.map((market) => ({
          code: market.country.code,
          name: locale === 'ar' ? market.country.name_ar : market.country.name_en,
        }))}
      />
    </div>
  );
}
