import { getTranslations } from 'next-intl/server';

import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import { compareMarketsPath } from '@/lib/navigation/compare-markets-path';
import type { ListView } from '@/lib/navigation/list-views';

import { comparisonHref } from '../comparison-href';
import { COMPARE_MARKETS_MAX } from '../constants';
import type { MarketComparisonAnswer } from '../schemas';

import styles from './comparison.module.css';

export type CountryChoice = { code: string; name_en: string; name_ar: string; partner: boolean };

type Props = {
  answer: MarketComparisonAnswer;
  view: ListView;
  choices: readonly CountryChoice[];
  locale: Locale;
};

/**
 * The markets compared, each with a link that removes it, and a plain GET form that adds one
 * (`add`, which the page folds into `countries` by a redirect): it works without JavaScript and
 * every comparison stays one cached address (issue 58).
 */
export async function MarketChooser({ answer, view, choices, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'MarketComparison.choose' });
  const table = await getTranslations({ locale, namespace: 'MarketComparison.table' });
  const code = answer.code.code;
  const shown = answer.markets.map((market) => market.country.code);
  const nameOf = (item: { name_en: string; name_ar: string }) =>
    locale === 'ar' ? item.name_ar : item.name_en;
  const collator = new Intl.Collator(locale);
  const options = choices
    .filter((choice) => !shown.includes(choice.code))
    .sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
  return (
    <section aria-labelledby="choose-markets" className={styles.chooser}>
      <h2 id="choose-markets" className={styles.heading}>
        {t('title')}
      </h2>
      <ul className={styles.chips} data-testid="compared-markets">
        {answer.markets.map((market) => {
          const rest = shown.filter((other) => other !== market.country.code);
          const href = comparisonHref(code, view, {
            countries: rest.length ? rest.join(',') : null,
          });
          return (
            <li key={market.country.code} className={styles.chip}>
              {nameOf(market.country)}
              <a
                className="link"
                href={localePath(href, locale)}
                aria-label={table('remove', { market: nameOf(market.country) })}
              >
                {table('removeShort')}
              </a>
            </li>
          );
        })}
      </ul>
      {shown.length >= COMPARE_MARKETS_MAX ? (
        <p className={styles.text}>{t('full')}</p>
      ) : (
        <form
          className={styles.addForm}
          action={localePath(compareMarketsPath(code), locale)}
          method="get"
        >
          <input type="hidden" name="countries" value={shown.join(',')} />
          {view.sort && <input type="hidden" name="sort" value={view.sort} />}
          <label className={styles.field}>
            {t('add')}
            <select
              className={styles.select}
              name="add"
              defaultValue=""
              required
              data-testid="add-market"
            >
              <option value="" disabled>
                {t('pick')}
              </option>
              {options.map((choice) => (
                <option key={choice.code} value={choice.code}>
                  {nameOf(choice)}
                  {choice.partner ? ` ${t('partner')}` : ''}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={`button button-primary ${styles.button}`}>
            {t('addButton')}
          </button>
        </form>
      )}
      {!answer.suggested && (
        <a
          className="link"
          href={localePath(comparisonHref(code, view, { countries: null }), locale)}
        >
          {t('suggestion')}
        </a>
      )}
    </section>
  );
}
