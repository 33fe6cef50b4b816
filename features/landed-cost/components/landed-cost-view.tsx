import { getTranslations } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { BidiText } from '@/components/ui/bidi-text';
import { PrintButton } from '@/features/market-access/components/print-button';
import { formatYear } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import type { LandedCostAnswer } from '../answer-schema';
import type { LandedCostPageQuery } from '../page-query';

import { LandedCostForm } from './landed-cost-form';
import styles from './landed-cost.module.css';
import { MarketCostCard } from './market-cost-card';
import { SaveLandedCostButton } from './save-landed-cost-button';

type Props = {
  page: LandedCostPageQuery;
  answer: LandedCostAnswer | null;
  /** The markets' names in the page's language, by alpha-2. */
  names: ReadonlyMap<string, string>;
  locale: Locale;
};

/** The form and, once answered, each market's landed cost side by side, printable and savable. */
export async function LandedCostView({ page, answer, names, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'LandedCost' });
  const inputs = Object.fromEntries(
    Object.entries(page.form).filter((entry): entry is [string, string] => !!entry[1]),
  );
  return (
    <div className={styles.page}>
      <p className={styles.intro} data-print="hide">
        {t('intro')}
      </p>
      <LandedCostForm page={page} locale={locale} />
      {answer && (
        <section
          className={styles.result}
          aria-labelledby="landed-cost-result"
          data-testid="landed-cost-result"
        >
          <h2 id="landed-cost-result" className={styles.title}>
            {t('result.heading')}
          </h2>
          {answer.requested && (
            <p className={styles.intro} data-testid="landed-cost-requested">
              {t.rich('result.requested', {
                code: () => <BidiText>{answer.requested!.code}</BidiText>,
                successor: () => <BidiText>{answer.hs}</BidiText>,
                edition: formatYear(answer.requested.edition, locale),
              })}
            </p>
          )}
          <div className={styles.markets}>
            {answer.markets.map((market) => (
              <MarketCostCard
                key={market.country}
                market={market}
                name={names.get(market.country) ?? market.country}
                incoterm={answer.incoterm}
                locale={locale}
              />
            ))}
          </div>
          <div className={styles.actions} data-print="hide">
            <PrintButton label={t('result.print')} />
            <PageMessages namespaces={['LandedCost.saved']}>
              <SaveLandedCostButton inputs={inputs} />
            </PageMessages>
          </div>
        </section>
      )}
      <p className={styles.disclaimer}>{t('guide')}</p>
    </div>
  );
}
