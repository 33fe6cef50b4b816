import { getTranslations } from 'next-intl/server';

import { isolate } from '@/lib/i18n/isolate';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';

import { MARKET_ACCESS_PATH } from '../constants';

import styles from './market-access-box.module.css';

export type BoxPartner = { code: string; name: string };

type Props = {
  /** The partners the box offers: one is sent as it is, several are chosen from. */
  partners: readonly BoxPartner[];
  locale: Locale;
  /** Makes the box's ids unique on a page with several. */
  idSuffix: string;
  headingLevel: 2 | 3 | 4;
};

/**
 * "Market access for a product" on the map's country pages and the agreements (issue 37): an HS
 * code box, a plain GET form to the market-access entry page, which goes on to
 * `/market-access/{code}/{country}` (or says what to fix). No script: these pages have none.
 */
export async function MarketAccessBox({ partners, locale, idSuffix, headingLevel }: Props) {
  if (partners.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'MarketAccess' });
  const Heading = `h${headingLevel}` as const;
  const id = (name: string) => `market-access-${name}-${idSuffix}`;
  const [only] = partners;
  const single = partners.length === 1 ? only : undefined;
  const sorted = [...partners].sort((a, b) => a.name.localeCompare(b.name, locale));
  return (
    <form
      action={localePath(MARKET_ACCESS_PATH, locale)}
      method="get"
      className={styles.box}
      aria-labelledby={id('title')}
      data-testid="market-access-box"
    >
      <Heading id={id('title')} className={styles.title}>
        {t('box.title')}
      </Heading>
      <p className={styles.text}>
        {single ? t('box.text', { partner: single.name }) : t('box.textMany')}
      </p>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={id('hs')}>{t('form.code')}</label>
          <input
            id={id('hs')}
            name="hs"
            required
            autoComplete="off"
            dir="auto"
            placeholder={isolate('15.09', locale, { latin: true })}
          />
        </div>
        {single ? (
          <input type="hidden" name="country" value={single.code} />
        ) : (
          <div className={styles.field}>
            <label htmlFor={id('country')}>{t('form.country')}</label>
            <select id={id('country')} name="country" required defaultValue="">
              <option value="">{t('form.chooseCountry')}</option>
              {sorted.map((partner) => (
                <option key={partner.code} value={partner.code}>
                  {partner.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <button type="submit" className={`button button-primary ${styles.submit}`}>
          {t('box.submit')}
        </button>
      </div>
    </form>
  );
}
