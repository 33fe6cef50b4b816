import { getTranslations } from 'next-intl/server';

import { Notice } from '@/components/ui/notice';
import { AGREEMENTS_PATH, FTA_COUNTRY_PATH } from '@/features/agreements/constants';
import { codeTrail, trailStepOf } from '@/features/hs-codes/code-trail';
import { HsLevelLabel, HsName } from '@/features/hs-codes/components/hs-code-parts';
import { HsTrail } from '@/features/hs-codes/components/hs-trail';
import { isolate } from '@/lib/i18n/isolate';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import { compareMarketsPath } from '@/lib/navigation/compare-markets-path';
import { landedCostHref } from '@/lib/navigation/landed-cost-link';
import { whereToSellPath } from '@/lib/trade-flows/where-to-sell-path';

import type { CountryChoice } from '../country-choice';
import type { MarketAccessAnswer } from '../schemas';

import { AgreementAccessCard } from './agreement-access-card';
import { AskAgency } from './ask-agency';
import { MarketAccessForm } from './market-access-form';
import styles from './market-access.module.css';

type Props = {
  access: MarketAccessAnswer;
  countries: readonly CountryChoice[];
  locale: Locale;
  tariffUnavailable: boolean;
};

/** `/market-access/{code}/{country}`: the product, the partner, the form, then each agreement. */
export async function MarketAccessView({ access, countries, locale, tariffUnavailable }: Props) {
  const t = await getTranslations({ locale, namespace: 'MarketAccess' });
  const { code, partner, agreements } = access;
  const step = trailStepOf(code, locale);
  const partnerName = (locale === 'ar' && partner.name_ar) || partner.name_en;
  return (
    <div className={styles.page}>
      <div className={styles.summary}>
        <section className={styles.panel} aria-labelledby="market-access-product">
          <h2 id="market-access-product" className={styles.label}>
            {t('product.title')}
          </h2>
          <p className={styles.product} data-testid="market-access-product">
            <span>
              <HsLevelLabel step={step} locale={locale} />
            </span>
            <span>
              <HsName name={step.name} locale={locale} />
            </span>
          </p>
          <HsTrail
            steps={codeTrail(code.path, locale)}
            locale={locale}
            label={t('product.pathOf', { code: isolate(step.code, locale, { latin: true }) })}
          />
          <a className={`link ${styles.plainLink}`} href={localePath(step.href, locale)}>
            {t.rich('product.browse', {
              code: () => (
                <bdi dir="ltr" data-latin="">
                  {step.code}
                </bdi>
              ),
            })}
          </a>
          <a
            className={`link ${styles.plainLink}`}
            href={localePath(whereToSellPath(code.code), locale)}
            data-testid="where-to-sell-link"
          >
            {t('product.whereToSell')}
          </a>
          <a
            className={`link ${styles.plainLink}`}
            href={localePath(landedCostHref(code.code, partner.country_code), locale)}
            data-testid="landed-cost-link"
          >
            {t('product.landedCost')}
          </a>
          <a
            className={`link ${styles.plainLink}`}
            href={localePath(compareMarketsPath(code.code), locale)}
            data-testid="compare-markets-link"
          >
            {t('product.compareMarkets')}
          </a>
        </section>
        <section className={styles.panel} aria-labelledby="market-access-partner">
          <h2 id="market-access-partner" className={styles.label}>
            {t('partner.title')}
          </h2>
          <p className={styles.partnerName} data-testid="market-access-partner">
            {partnerName}
          </p>
          {partner.country_page_id !== null && (
            <a
              className={`link ${styles.plainLink}`}
              href={localePath(`${FTA_COUNTRY_PATH}/${partner.country_page_id}`, locale)}
            >
              {t('partner.page', { partner: partnerName })}
            </a>
          )}
          <a className={`link ${styles.plainLink}`} href={localePath(AGREEMENTS_PATH, locale)}>
            {t('partner.allAgreements')}
          </a>
        </section>
      </div>

      {tariffUnavailable && (
        <Notice severity="warning" role="status" data-testid="tariff-unavailable">
          <p className={styles.text}>{t('tariffUnavailable', { partner: partnerName })}</p>
        </Notice>
      )}

      <section className={styles.page} aria-labelledby="market-access-agreements">
        <h2 id="market-access-agreements" className={styles.heading}>
          {t('agreements.title', { partner: partnerName })}
        </h2>
        {agreements.length === 0 ? (
          <div className={styles.empty} data-testid="no-agreement">
            <p>{t('agreements.none', { partner: partnerName })}</p>
            <AskAgency locale={locale} />
          </div>
        ) : (
          <ol className={styles.cards}>
            {agreements.map((agreement) => (
              <li key={agreement.id}>
                <AgreementAccessCard
                  agreement={agreement}
                  code={code.code}
                  country={partner.country_code}
                  partner={partnerName}
                  locale={locale}
                  tariffUnavailable={tariffUnavailable}
                  mfn={access.mfn_tariff}
                />
              </li>
            ))}
          </ol>
        )}
      </section>

      <MarketAccessForm
        locale={locale}
        hs={code.code}
        country={partner.country_code}
        countries={countries}
        title={t('form.changeTitle')}
      />
      <p className={styles.notes}>{t('notes')}</p>
    </div>
  );
}
