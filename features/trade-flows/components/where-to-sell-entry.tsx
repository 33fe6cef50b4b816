import { getTranslations } from 'next-intl/server';

import { BidiText } from '@/components/ui/bidi-text';
import { Notice } from '@/components/ui/notice';
import { HS_FINDER_PATH } from '@/features/hs-codes/hs-paths';
import { isolate } from '@/lib/i18n/isolate';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import { WHERE_TO_SELL_PATH, whereToSellPath } from '@/lib/trade-flows/where-to-sell-path';

import styles from './where-to-sell.module.css';

export type EntryProblem = 'code' | 'unknownCode' | null;

type Props = { hs: string; problem: EntryProblem; locale: Locale };

const HINT_ID = 'where-to-sell-hint';
const ERROR_ID = 'where-to-sell-error';

/**
 * `/where-to-sell` (issue 38): the code box, a plain GET form that goes on to the code's page, and
 * what was wrong with what it sent; words are handed to the HS finder.
 */
export async function WhereToSellEntry({ hs, problem, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'WhereToSell' });
  const finderHref = (q: string) =>
    localePath(q ? `${HS_FINDER_PATH}?${new URLSearchParams({ q })}` : HS_FINDER_PATH, locale);
  return (
    <div className={styles.entry}>
      <p className={styles.text}>
        {t.rich('entry.example', {
          link: (chunks) => (
            <a className="link" href={localePath(whereToSellPath('1509'), locale)}>
              {chunks}
            </a>
          ),
          code: isolate('15.09', locale, { latin: true }),
        })}
      </p>
      {problem && (
        <Notice severity="warning" data-testid="code-problem">
          <p id={ERROR_ID} className={styles.text}>
            {t(`errors.${problem}`)}{' '}
            {problem === 'code' && hs && (
              <a className="link" href={finderHref(hs)}>
                {t.rich('entry.search', { q: () => <BidiText>{hs}</BidiText> })}
              </a>
            )}
          </p>
        </Notice>
      )}
      <form action={localePath(WHERE_TO_SELL_PATH, locale)} method="get" className={styles.form}>
        <div className={styles.field}>
          <label htmlFor="where-to-sell-hs">{t('entry.codeLabel')}</label>
          <input
            id="where-to-sell-hs"
            name="hs"
            required
            autoComplete="off"
            dir="auto"
            defaultValue={hs}
            placeholder={isolate('15.09', locale, { latin: true })}
            aria-describedby={problem ? `${ERROR_ID} ${HINT_ID}` : HINT_ID}
            aria-invalid={problem ? true : undefined}
          />
          <p id={HINT_ID} className={styles.hint}>
            {t('entry.codeHint', {
              short: isolate('15.09', locale, { latin: true }),
              long: isolate('150920', locale, { latin: true }),
            })}
          </p>
        </div>
        <button type="submit" className={`button button-primary ${styles.submit}`}>
          {t('entry.submit')}
        </button>
      </form>
      <a className="link" href={finderHref('')}>
        {t('entry.finder')}
      </a>
    </div>
  );
}
