import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { Icon } from '@/components/ui/icon';
import { ArrowForwardIcon } from '@/components/ui/icon-shapes';
import { isolate } from '@/lib/i18n/isolate';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import { compareMarketsPath } from '@/lib/navigation/compare-markets-path';
import { whereToSellPath } from '@/lib/trade-flows/where-to-sell-path';

import { codeTrail, trailStepOf } from '../code-trail';
import type { HsCodeResult } from '../schemas';

import { HsCode, HsName } from './hs-code-parts';
import styles from './hs-result-card.module.css';
import { HsTrail } from './hs-trail';

/**
 * The finder's results' country chooser (issue 45): a form of a feature above this one, given by
 * the page, whose id each result's "Market access" button names.
 */
export type MarketAccessSlot = { formId: string; chooser: ReactNode };

type Props = {
  result: HsCodeResult;
  locale: Locale;
  /** The id of the country chooser's form, when the page has one. */
  marketAccessForm?: string;
};

/**
 * One code the finder found: the code and its name, its path, its own page in the tree, where to
 * sell it, and its market access in the country chosen above the results.
 */
export async function HsResultCard({ result, locale, marketAccessForm }: Props) {
  const [t, tools] = await Promise.all([
    getTranslations({ locale, namespace: 'HsFinder' }),
    getTranslations({ locale, namespace: 'ExportTools.result' }),
  ]);
  const step = trailStepOf(result, locale);
  return (
    <article className={styles.card} data-testid="hs-result" data-code={result.code}>
      <h3 className={styles.title}>
        <HsCode code={step.code} />
        <span className={styles.name}>
          <HsName name={step.name} locale={locale} />
        </span>
      </h3>
      <HsTrail
        steps={codeTrail(result.path, locale)}
        locale={locale}
        label={t('pathOf', { code: isolate(step.code, locale, { latin: true }) })}
      />
      <div className={styles.links}>
        <a className={styles.browse} href={localePath(step.href, locale)}>
          {t('browseCode')} <HsCode code={step.code} badge={false} />
          <Icon shape={ArrowForwardIcon} size={18} mirror />
        </a>
        {/^\d+$/.test(result.code) && marketAccessForm && (
          <button
            type="submit"
            form={marketAccessForm}
            name="hs"
            value={result.code}
            className={styles.browse}
            data-testid="market-access-button"
          >
            {tools('marketAccess')} <HsCode code={step.code} badge={false} />
            <Icon shape={ArrowForwardIcon} size={18} mirror />
          </button>
        )}
        {/^\d+$/.test(result.code) && (
          <a
            className={styles.browse}
            href={localePath(whereToSellPath(result.code), locale)}
            data-testid="where-to-sell-link"
          >
            {t('whereToSell')} <HsCode code={step.code} badge={false} />
            <Icon shape={ArrowForwardIcon} size={18} mirror />
          </a>
        )}
        {/^\d+$/.test(result.code) && (
          <a
            className={styles.browse}
            href={localePath(compareMarketsPath(result.code), locale)}
            data-testid="compare-markets-link"
          >
            {t('compareMarkets')} <HsCode code={step.code} badge={false} />
            <Icon shape={ArrowForwardIcon} size={18} mirror />
          </a>
        )}
      </div>
    </article>
  );
}
