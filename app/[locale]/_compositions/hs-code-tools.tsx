import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/ui/icon';
import { ArrowForwardIcon } from '@/components/ui/icon-shapes';
import { HsCode } from '@/features/hs-codes/components/hs-code-parts';
import { MarketAccessChooser } from '@/features/market-access/components/market-access-chooser';
import { getCachedCountryChoices } from '@/features/market-access/server/cached';
import { formatHsCode } from '@/lib/hs/hs-code';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import { compareMarketsPath } from '@/lib/navigation/compare-markets-path';
import { whereToSellPath } from '@/lib/trade-flows/where-to-sell-path';

import styles from './hs-code-tools.module.css';

/**
 * Issue 45: a code's page in the HS browser leads on to the tools for that product: where to sell
 * it, and its market access in the country chosen (a GET form, no script). A section has none.
 */
export async function HsCodeTools({ code, locale }: { code: string; locale: Locale }) {
  if (!/^\d+$/.test(code)) return null;
  const [t, finder, countries] = await Promise.all([
    getTranslations({ locale, namespace: 'ExportTools.code' }),
    getTranslations({ locale, namespace: 'HsFinder' }),
    getCachedCountryChoices(),
  ]);
  return (
    <section className={styles.tools} aria-labelledby="hs-code-tools" data-testid="hs-code-tools">
      <h2 id="hs-code-tools" className={styles.heading}>
        {t('title')}
      </h2>
      <a
        className={styles.link}
        href={localePath(whereToSellPath(code), locale)}
        data-testid="where-to-sell-link"
      >
        {finder('whereToSell')} <HsCode code={formatHsCode(code)} badge={false} />
        <Icon shape={ArrowForwardIcon} size={18} mirror />
      </a>
      <a
        className={styles.link}
        href={localePath(compareMarketsPath(code), locale)}
        data-testid="compare-markets-link"
      >
        {finder('compareMarkets')} <HsCode code={formatHsCode(code)} badge={false} />
        <Icon shape={ArrowForwardIcon} size={18} mirror />
      </a>
      <MarketAccessChooser
        id="hs-code-market-access"
        code={code}
        countries={countries}
        locale={locale}
        headingLevel={3}
      />
    </section>
  );
}
