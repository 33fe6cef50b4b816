import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/ui/icon';
import { ArrowForwardIcon } from '@/components/ui/icon-shapes';
import { isolate } from '@/lib/i18n/isolate';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import { whereToSellPath } from '@/lib/trade-flows/where-to-sell-path';

import { codeTrail, trailStepOf } from '../code-trail';
import type { HsCodeResult } from '../schemas';

import { HsCode, HsName } from './hs-code-parts';
import styles from './hs-result-card.module.css';
import { HsTrail } from './hs-trail';

/** One code the finder found: the code and its name, its path, and its own page in the tree. */
export async function HsResultCard({ result, locale }: { result: HsCodeResult; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HsFinder' });
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
      </div>
    </article>
  );
}
