import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { RichContent } from '@/components/ui/rich-content';
import { localePath } from '@/lib/i18n/locale-path';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { AGREEMENTS_PATH, DEFAULT_COUNTRY_IMAGE, FTA_MAP_PATH } from '../constants';
import type { FtaCountryDetail } from '../schemas';

import { AgreementCard } from './agreement-card';
import styles from './country-agreement.module.css';

type Props = {
  country: FtaCountryDetail;
  locale: Locale;
  mapTitle: string;
  /** What the page adds under the agreements (market access's code box). */
  extra?: ReactNode;
};

// /fta-country-agreement/{id} (part 2): breadcrumb Home > map > country, the title, subtitle,
// image and rich content, then the agreements the page names.
export async function CountryAgreement({ country, locale, mapTitle, extra }: Props) {
  const t = await getTranslations({ locale, namespace: 'Agreements' });
  const subtitle = pick(country, 'subtitle', locale);
  return (
    <>
      <PageBanner
        title={pick(country, 'title', locale)}
        subSubtitle={pick(country, 'sub_subtitle', locale)}
        image={country.image || DEFAULT_COUNTRY_IMAGE}
        crumbs={[{ label: mapTitle, href: FTA_MAP_PATH }]}
      />
      <PageContainer>
        <div className={styles.column}>
          {subtitle && (
            <h2 className={styles.subtitle} data-testid="page-subtitle">
              {subtitle}
            </h2>
          )}
          <RichContent html={pick(country, 'content', locale)} />
          {country.agreements.length > 0 && (
            <section className={styles.agreements} aria-labelledby="country-agreements">
              <h2 id="country-agreements" className={styles.heading}>
                {t('country.agreements')}
              </h2>
              <ul className={styles.cards}>
                {country.agreements.map((agreement) => (
                  <li key={agreement.id}>
                    <AgreementCard
                      agreement={agreement}
                      locale={locale}
                      headingLevel={3}
                      labels={{
                        signed: t('card.signed'),
                        inForce: t('card.inForce'),
                        covers: t('card.covers'),
                        partners: t('card.partners'),
                        officialText: t('card.officialText'),
                        newTab: t('newTab'),
                      }}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {extra}
          <p className={styles.links}>
            <a href={localePath(FTA_MAP_PATH, locale)}>{t('country.backToMap')}</a>
            <a href={localePath(AGREEMENTS_PATH, locale)}>{t('country.allAgreements')}</a>
          </p>
        </div>
      </PageContainer>
    </>
  );
}
