import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { BidiText } from '@/components/ui/bidi-text';
import { UploadedFile } from '@/components/ui/uploaded-file';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import type { PublicCompany } from '../schemas';
import { websiteHref } from '../website';

import styles from './company-profile.module.css';

type Props = { company: PublicCompany; locale: Locale };

/** The company page's head: logo, names and the public facts of its profile. */
export async function CompanyProfile({ company, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Buyers.company' });
  const place = company.governorate_belongs ?? company.country_belongs;
  const website = websiteHref(company.website_url);
  const list = new Intl.ListFormat(locale, { type: 'unit' });
  const facts: { label: string; value: ReactNode }[] = [
    {
      label: t('tradingName'),
      value: company.company_trading_name && <BidiText>{company.company_trading_name}</BidiText>,
    },
    ...(company.type_belongs
      ? [{ label: t('type'), value: pick(company.type_belongs, 'name', locale) }]
      : []),
    ...(place ? [{ label: t('location'), value: pick(place, 'name', locale) }] : []),
    ...(website
      ? [
          {
            label: t('website'),
            value: (
              <a href={website} className="link" rel="noopener noreferrer" target="_blank">
                <BidiText latin>{company.website_url}</BidiText>
                <span className="visually-hidden"> ({t('newTab')})</span>
              </a>
            ),
          },
        ]
      : []),
    {
      label: t('sectors'),
      value: list.format(company.sectors.map((sector) => pick(sector, 'name', locale))),
    },
    {
      label: t('countries'),
      value: list.format(company.countries_belongs.map((country) => pick(country, 'name', locale))),
    },
  ];
  return (
    <section
      className={styles.profile}
      aria-labelledby="company-name"
      data-testid="company-profile"
    >
      <div className={styles.identity}>
        {company.logo && (
          <Image
            src={company.logo}
            alt=""
            width={112}
            height={112}
            priority
            fetchPriority="high"
            className={styles.logo}
          />
        )}
        <h2 id="company-name" className={`h2 ${styles.name}`}>
          <BidiText>{company.company_registered_name}</BidiText>
        </h2>
      </div>
      <dl className={styles.facts}>
        {facts
          .filter((fact) => fact.value)
          .map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
      </dl>
      {(company.certificates.length > 0 || company.company_profile_pdf) && (
        <ul className={styles.files}>
          {company.company_profile_pdf && (
            <li>
              <UploadedFile url={company.company_profile_pdf} name={t('profile')} />
            </li>
          )}
          {company.certificates.map((certificate) => (
            <li key={certificate.file}>
              <UploadedFile url={certificate.file} name={certificate.title} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
