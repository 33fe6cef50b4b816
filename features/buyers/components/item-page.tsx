import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { PageBanner, type Crumb } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { BidiText } from '@/components/ui/bidi-text';
import { UploadedFile } from '@/components/ui/uploaded-file';
import { RECORD_STATUS } from '@/features/companies/constants';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { uploadedFileKind } from '@/lib/storage/file-kind';

import type { PublicItemDetail } from '../schemas';

import { ItemCompany } from './item-company';
import styles from './item-page.module.css';

type Props = {
  item: PublicItemDetail;
  crumbs: Crumb[];
  locale: Locale;
  /** The contact block under the company block (the buyers' relay to the exporter). */
  contact?: ReactNode;
};

// part 2 "International buyers", /buyers/{type}/{id}: image, names, codes, description,
// certificate, features and the company block.
export async function ItemPage({ item, crumbs, locale, contact }: Props) {
  const t = await getTranslations({ locale, namespace: 'Buyers' });
  const name = pick(item, 'name', locale);
  const otherName = locale === 'ar' ? item.name_eng : item.name_ara;
  const description = pick(item, 'description', locale);
  const codes = [
    { label: t('hsCode'), value: item.hs_code },
    { label: t('gs1Code'), value: item.gs1_code },
  ].filter((code) => code.value);
  // A PDF certificate is a download link named by the certificate; its name is not said twice.
  const certificate = item.certificate_image;
  const certificateIsDocument = certificate ? uploadedFileKind(certificate) !== 'image' : false;
  return (
    <>
      <PageBanner title={name} titleUserWritten crumbs={crumbs} />
      <PageContainer component="div" spacing="roomy">
        <div className={styles.layout}>
          <article className={styles.main} data-testid="item-detail">
            <Image
              src={item.image || '/images/banners/buyers.svg'}
              alt={name}
              width={800}
              height={600}
              priority
              fetchPriority="high"
              sizes="(min-width: 1024px) 760px, 100vw"
              className={styles.image}
            />
            {otherName && otherName !== name && (
              <p className={styles.otherName} lang={locale === 'ar' ? 'en' : 'ar'}>
                <BidiText>{otherName}</BidiText>
              </p>
            )}
            <dl className={styles.facts}>
              {item.industry_belongs && (
                <div>
                  <dt>{t('item.sector')}</dt>
                  <dd>{pick(item.industry_belongs, 'name', locale)}</dd>
                </div>
              )}
              {item.sub_industry_belongs && (
                <div>
                  <dt>{t('item.subsector')}</dt>
                  <dd>{pick(item.sub_industry_belongs, 'SUB_NAME', locale)}</dd>
                </div>
              )}
              {codes.map((code) => (
                <div key={code.label}>
                  <dt>{code.label}</dt>
                  <dd className={styles.code}>
                    <BidiText latin>{code.value}</BidiText>
                  </dd>
                </div>
              ))}
            </dl>
            {description && (
              <section className={styles.block}>
                <h2 className="h3">{t('item.description')}</h2>
                <p className={styles.text} dir="auto">
                  {description}
                </p>
              </section>
            )}
            {item.features && (
              <section className={styles.block}>
                <h2 className="h3">{t('item.features')}</h2>
                <p className={styles.text} dir="auto">
                  {item.features}
                </p>
              </section>
            )}
            {(item.cert || certificate) && (
              <section className={styles.block} data-testid="item-certificate">
                <h2 className="h3">{t('item.certificate')}</h2>
                {item.cert && !certificateIsDocument && (
                  <p className={styles.text} dir="auto">
                    {item.cert}
                  </p>
                )}
                {certificate && (
                  <UploadedFile
                    url={certificate}
                    name={item.cert || t('item.certificate')}
                    className={styles.certificateFile}
                    picture={{
                      alt: t('item.certificateImage', { name }),
                      sizes: '(min-width: 1024px) 480px, 100vw',
                      className: styles.certificate,
                    }}
                  />
                )}
              </section>
            )}
          </article>
          <aside className={styles.side}>
            <ItemCompany
              companyId={item.company_id}
              company={item.company_belongs}
              showLink={item.company_belongs.status === RECORD_STATUS.approved}
              locale={locale}
            />
            {contact}
          </aside>
        </div>
      </PageContainer>
    </>
  );
}
