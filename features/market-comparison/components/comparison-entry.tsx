import { getTranslations } from 'next-intl/server';

import { Notice } from '@/components/ui/notice';
import { HS_FINDER_PATH } from '@/features/hs-codes/hs-paths';
import { isolate } from '@/lib/i18n/isolate';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import { COMPARE_MARKETS_PATH, compareMarketsPath } from '@/lib/navigation/compare-markets-path';

import styles from './comparison.module.css';

export type ComparisonEntryProblem = 'code' | 'unknownCode' | null;

type Props = { hs: string; problem: ComparisonEntryProblem; locale: Locale };

const HINT_ID = 'compare-markets-hint';
const ERROR_ID = 'compare-markets-error';

/**
 * `/compare-markets` (issue 58), the home page's tool: the code box, a plain GET form that goes on
 * to the code's comparison, and what was wrong with what it sent.
 */
export async function ComparisonEntry({ hs, problem, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'MarketComparison' });
  const example = isolate('15.09', locale, { latin: true });
  return (
    <div className={styles.entry}>
      <p className={styles.text}>
        {t.rich('entry.example', {
          link: (chunks) => (
            <a className="link" href={localePath(compareMarketsPath('1509'), locale)}>
              {chunks}
            </a>
          ),
          code: example,
        })}
      </p>
      {problem && (
        <Notice severity="warning" data-testid="code-problem">
          <p id={ERROR_ID} className={styles.text}>
            {t(`errors.${problem}`)}
          </p>
        </Notice>
      )}
      <form
        action={localePath(COMPARE_MARKETS_PATH, locale)}
        method="get"
        className={styles.addForm}
      >
        <div className={styles.field}>
          <label htmlFor="compare-markets-hs">{t('entry.codeLabel')}</label>
          <input
            id="compare-markets-hs"
            className={styles.input}
            name="hs"
            required
            autoComplete="off"
            dir="auto"
            defaultValue={hs}
            placeholder={example}
            aria-describedby={problem ? `${ERROR_ID} ${HINT_ID}` : HINT_ID}
            aria-invalid={problem ? true : undefined}
          />
          <p id={HINT_ID} className={styles.hint}>
            {t('entry.codeHint', {
              short: example,
              long: isolate('150920', locale, { latin: true }),
            })}
          </p>
        </div>
        <button type="submit" className={`button button-primary ${styles.button}`}>
          {t('entry.submit')}
        </button>
      </form>
      <a className="link" href={localePath(HS_FINDER_PATH, locale)}>
        {t('entry.finder')}
      </a>
    </div>
  );
}
