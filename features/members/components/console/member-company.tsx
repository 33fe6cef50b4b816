import { getTranslations } from 'next-intl/server';

import { BidiText } from '@/components/ui/bidi-text';
import { RecordStatus } from '@/features/companies/components/record-status';
import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import type { MemberDetail } from '../../schemas';

import styles from './member-page.module.css';

type Props = { member: MemberDetail; locale: Locale };

/** The member's company: its names, status with the refusal's reason, and the buyers' access. */
export async function MemberCompany({ member, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'MembersAdmin.detail' });
  const { company, counts } = member;
  const number = (value: number) => formatNumber(value, locale);
  return (
    <section className={styles.card} aria-labelledby="member-company" data-testid="member-company">
      <h2 id="member-company">{t('company')}</h2>
      {company ? (
        <>
          <div className={styles.companyHead}>
            <p className={styles.companyName}>
              <bdi>{company.company_trading_name || company.company_registered_name}</bdi>
            </p>
            <RecordStatus code={company.status} note={company.status_note} />
          </div>
          <dl className={styles.fields}>
            <dt>{t('companyFields.registeredName')}</dt>
            <dd>
              <bdi>{company.company_registered_name}</bdi>
            </dd>
            <dt>{t('companyFields.tradingName')}</dt>
            <dd>
              <bdi>{company.company_trading_name}</bdi>
            </dd>
            <dt>{t('companyFields.email')}</dt>
            <dd>
              <BidiText latin>{company.e_mail}</BidiText>
            </dd>
            <dt>{t('companyFields.phone')}</dt>
            <dd>
              <BidiText latin>{company.phone_number}</BidiText>
            </dd>
            {company.website_url.trim() && (
              <>
                <dt>{t('companyFields.website')}</dt>
                <dd>
                  <BidiText latin>{company.website_url}</BidiText>
                </dd>
              </>
            )}
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
