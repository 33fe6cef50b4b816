import { getTranslations } from 'next-intl/server';

import { formatHsCode } from '@/lib/hs/hs-code';
import { isolate } from '@/lib/i18n/isolate';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';

import { MARKET_ACCESS_PATH } from '../constants';
import { countryGroups, type CountryChoice } from '../country-choice';

import styles from './market-access-box.module.css';
import own from './market-access-chooser.module.css';

type Props = {
  /** The form's id (its fields' ids start with it). */
  id: string;
  countries: readonly CountryChoice[];
  locale: Locale;
  /**
   * The product's code: the form sends it with its own button. Without one, the form is the
   * finder's results' country chooser: each result's button (`form={id}`) sends its own code.
   */
  code?: string;
  headingLevel?: 2 | 3;
};

/**
 * Issue 45: choose a country, see the product's market access there. A plain GET form to the
 * market-access entry page, which goes on to `/market-access/{code}/{country}`: no script.
 */
export async function MarketAccessChooser({
  id,
  countries,
  locale,
  code,
  headingLevel = 2,
}: Props) {
  if (countries.length === 0) return null;
  const [t, form] = await Promise.all([
    getTranslations({ locale, namespace: 'ExportTools.chooser' }),
    getTranslations({ locale, namespace: 'MarketAccess.form' }),
  ]);
  const Heading = `h${headingLevel}` as const;
  const groups = countryGroups(countries, locale);
  const option = (choice: { code: string; name: string }) => (
    <option key={choice.code} value={choice.code}>
      {choice.name}
    </option>
  );
  const shown = code && isolate(formatHsCode(code), locale, { latin: true });
  return (
    <form
      id={id}
      action={localePath(MARKET_ACCESS_PATH, locale)}
      method="get"
      className={styles.box}
      aria-labelledby={`${id}-title`}
      data-testid="market-access-chooser"
    >
      <Heading id={`${id}-title`} className={styles.title}>
        {shown ? t('title', { code: shown }) : t('sharedTitle')}
      </Heading>
      <p className={styles.text}>{shown ? t('text') : t('sharedText')}</p>
      <div className={styles.row}>
        {code && <input type="hidden" name="hs" value={code} />}
        <div className={code ? styles.field : `${styles.field} ${own.shared}`}>
          <label htmlFor={`${id}-country`}>{form('country')}</label>
          <select id={`${id}-country`} name="country" required defaultValue="">
            <option value="">{form('chooseCountry')}</option>
            {groups.partners.length > 0 && (
              <optgroup label={form('partners')}>{groups.partners.map(option)}</optgroup>
            )}
            {groups.others.length > 0 && (
              <optgroup label={form('others')}>{groups.others.map(option)}</optgroup>
            )}
          </select>
        </div>
        {code && (
          <button type="submit" className={`button button-primary ${styles.submit}`}>
            {form('submit')}
          </button>
        )}
      </div>
    </form>
  );
}
