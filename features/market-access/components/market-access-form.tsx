import { getTranslations } from 'next-intl/server';

import fieldStyles from '@/components/forms/field.module.css';
import { HS_FINDER_PATH } from '@/features/hs-codes/hs-paths';
import { isolate } from '@/lib/i18n/isolate';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';

import { MARKET_ACCESS_PATH } from '../constants';
import { countryGroups, type CountryChoice } from '../country-choice';

import { CodeField } from './code-field';
import styles from './market-access.module.css';

type Props = {
  locale: Locale;
  /** The code (as written) and the country the form starts with. */
  hs: string;
  country: string;
  countries: readonly CountryChoice[];
  title: string;
  /** The ids of the messages that refuse what was sent, which the fields then point to. */
  countryErrorId?: string;
};

/**
 * A plain GET form (it works without scripts): the entry page reads the code and the country and
 * sends the visitor on to `/market-access/{code}/{country}`. The code field becomes the HS
 * finder's combobox once its script has loaded.
 */
export async function MarketAccessForm({
  locale,
  hs,
  country,
  countries,
  title,
  countryErrorId,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'MarketAccess' });
  const groups = countryGroups(countries, locale);
  const option = ({ code, name }: { code: string; name: string }) => (
    <option key={code} value={code}>
      {name}
    </option>
  );
  return (
    <form
      action={localePath(MARKET_ACCESS_PATH, locale)}
      method="get"
      className={styles.form}
      aria-labelledby="market-access-form-title"
      data-testid="market-access-form"
    >
      <h2 id="market-access-form-title" className={styles.heading}>
        {title}
      </h2>
      <div className={styles.fields}>
        <CodeField
          id="market-access-hs"
          name="hs"
          defaultValue={hs}
          label={t('form.code')}
          hint={t('form.codeHint', { code: isolate('15.09', locale, { latin: true }) })}
        />
        <div className={fieldStyles.field}>
          <label htmlFor="market-access-country" className={fieldStyles.label}>
            {t('form.country')}
            <span aria-hidden="true" className={fieldStyles.asterisk}>
              {' *'}
            </span>
          </label>
          <select
            id="market-access-country"
            name="country"
            defaultValue={country}
            required
            aria-invalid={countryErrorId ? true : undefined}
            aria-describedby={countryErrorId}
            className={`${fieldStyles.input} ${fieldStyles.select}`}
          >
            <option value="">{t('form.chooseCountry')}</option>
            <optgroup label={t('form.partners')}>{groups.partners.map(option)}</optgroup>
            <optgroup label={t('form.others')}>{groups.others.map(option)}</optgroup>
          </select>
        </div>
        <button type="submit" className={`button button-primary ${styles.submit}`}>
          {t('form.submit')}
        </button>
      </div>
      <p className={styles.formHint}>
        {t.rich('form.finder', {
          finder: (chunks) => (
            <a className="link" href={localePath(HS_FINDER_PATH, locale)}>
              {chunks}
            </a>
          ),
        })}
      </p>
    </form>
  );
}
