import Image from 'next/image';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { BidiText } from '@/components/ui/bidi-text';
import { Icon } from '@/components/ui/icon';
import { EditOutlinedIcon } from '@/components/ui/icon-shapes';
import { pick } from '@/lib/i18n/localized';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

import type { CompanyAnswer } from '../answer-schemas';
import { companyEditPath } from '../offering-limits';
import { webHref } from '../web-address';

import styles from './my-company.module.css';
import { RecordStatus } from './record-status';

type Props = { company: CompanyAnswer; locale: Locale };

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function positionOf({ name, name_translations }: CompanyAnswer['person_position'], locale: Locale) {
  return (locale === 'ar' && name_translations.ar.trim()) || name_translations.en.trim() || name;
}

// part 3 "My Company": logo, registered and trading names, company type, status, contacts and the
// contact person, and the way to edit it all. Rendered on the server above the member's lists.
export function MyCompanySummary({ company, locale }: Props) {
  const t = useTranslations('MyCompany');
  const website = webHref(company.website_url);
  const person = [
    pick(company.person_title, 'name', locale),
    company.person_first_name,
    company.person_last_name,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section
      aria-labelledby="my-company-heading"
      className={styles.summary}
      data-testid="my-company"
    >
      <div className={styles.identity}>
        {company.logo && (
          // The registered name follows as the heading: the logo adds nothing for a screen reader.
          <Image
            src={company.logo}
            alt=""
            width={96}
            height={96}
            sizes="96px"
            className={styles.logo}
          />
        )}
        <div className={styles.names}>
          <h2 id="my-company-heading" className={`h3 ${styles.name}`}>
            <BidiText>{company.company_registered_name}</BidiText>
          </h2>
          <RecordStatus code={company.status_belongs.iid} note={company.status_note} />
        </div>
        <Link
          href={companyEditPath(company.id)}
          className={`button button-outlined ${styles.edit}`}
        >
          <Icon shape={EditOutlinedIcon} size={20} />
          {t('edit')}
        </Link>
      </div>
      <div className={styles.columns}>
        <dl className={styles.facts}>
          <Fact term={t('tradingName')}>
            <BidiText>{company.company_trading_name}</BidiText>
          </Fact>
          <Fact term={t('companyType')}>
            {company.type_belongs ? pick(company.type_belongs, 'name', locale) : ''}
          </Fact>
        </dl>
        <div className={styles.group}>
          <h3 className={styles.groupTitle}>{t('companyContacts')}</h3>
          <dl className={styles.facts}>
            {company.website_url.trim() && (
              <Fact term={t('website')}>
                {website ? (
                  <a href={website} target="_blank" rel="noopener noreferrer" className="link">
                    <BidiText latin>{company.website_url}</BidiText>{' '}
                    <span className="visually-hidden">{t('opensInNewTab')}</span>
                  </a>
                ) : (
                  <BidiText latin>{company.website_url}</BidiText>
                )}
              </Fact>
            )}
            <Fact term={t('companyEmail')}>
              <a href={`mailto:${company.e_mail}`} className="link">
                <BidiText latin>{company.e_mail}</BidiText>
              </a>
            </Fact>
            <Fact term={t('phone')}>
              <a href={`tel:${company.phone_number}`} className="link">
                <BidiText latin>{company.phone_number}</BidiText>
              </a>
            </Fact>
          </dl>
        </div>
        <div className={styles.group}>
          <h3 className={styles.groupTitle}>{t('contactPerson')}</h3>
          <dl className={styles.facts}>
            <Fact term={t('personName')}>
              <BidiText>{person}</BidiText>
            </Fact>
            <Fact term={t('position')}>{positionOf(company.person_position, locale)}</Fact>
            <Fact term={t('mobile')}>
              <a href={`tel:${company.person_mobile_number}`} className="link">
                <BidiText latin>{company.person_mobile_number}</BidiText>
              </a>
            </Fact>
            <Fact term={t('email')}>
              <a href={`mailto:${company.person_email}`} className="link">
                <BidiText latin>{company.person_email}</BidiText>
              </a>
            </Fact>
          </dl>
        </div>
      </div>
    </section>
  );
}
