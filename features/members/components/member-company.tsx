import { getTranslations } from 'next-intl/server';

import { RecordStatus } from '@/features/companies/components/record-status';
import { intlLocale } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

import type { MemberDetail } from '../schemas';

import styles from './member-page.module.css';

type Props = { member: MemberDetail; locale: Locale };

/** The member's company: its names, status with the refusal's reason, and the buyers' access. */
export async function MemberCompany({ member, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'MembersAdmin.detail' });
  const { company, counts } = member;
  const number = new Intl.NumberFormat(intlLocale(locale)).format;
  return (
    <section className={styles.card} aria-labelledby="member-company" data-testid="member-company">
      <h2 id="member-company">{t('company')}</h2>
      {company ? (
        <>
          <div className={styles.companyHead}>
            <p className={styles.companyName} dir="auto">
              {company.company_trading_name || company.company_registered_name}
            </p>
            <RecordStatus code={company.status} note={company.status_note} />
          </div>
          <dl className={styles.fields}>
            <dt>{t('companyFields.registeredName')}</dt>
            <dd dir="auto">{company.company_registered_name}</dd>
            <dt>{t('companyFields.tradingName')}</dt>
            <dd dir="auto">{company.company_trading_name}</dd>
            <dt>{t('companyFields.email')}</dt>
            <dd className={styles.ltr}>{company.e_mail}</dd>
            <dt>{t('companyFields.phone')}</dt>
            <dd className={styles.ltr}>{company.phone_number}</dd>
            <dt>{t('companyFields.website')}</dt>
            <dd className={styles.ltr}>{company.website_url}</dd>
            <dt>{t('companyFields.buyersAccess')}</dt>
            <dd>
              {company.international_buyers_access ? t('buyersAccessOn') : t('buyersAccessOff')}
            </dd>
            <dt>{t('companyFields.offerings')}</dt>
            <dd>
              {t('offerings', {
                products: counts.products,
                productsShown: number(counts.products),
                services: counts.services,
                servicesShown: number(counts.services),
              })}
            </dd>
          </dl>
        </>
      ) : (
        <p className={styles.muted}>{t('noCompany')}</p>
      )}
    </section>
  );
}
