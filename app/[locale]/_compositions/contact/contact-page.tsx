import { getTranslations } from 'next-intl/server';

import { PageContainer } from '@/components/layout/page-container';
import { OfficeCard } from '@/features/contact/components/office-card';
import { getOffices } from '@/features/contact/server/cached';
import { ContentPage } from '@/features/content/components/content-page';
import type { FeaturePageProps } from '@/features/content/feature-page-types';

import styles from './contact-page.module.css';
import { OtherEnquiries } from './other-enquiries';

// part 2 "Contact page" (page 190): the page's text (office hours…), the offices, whose
// get-directions button opens the map in a new tab (part 1 §2.3), and the other-enquiries block.
export async function ContactPage({ page, locale }: FeaturePageProps) {
  const [offices, t] = await Promise.all([
    getOffices(),
    getTranslations({ locale, namespace: 'Contact' }),
  ]);

  return (
    <>
      <ContentPage page={page} locale={locale} />
      {offices.length > 0 && (
        <section
          aria-labelledby="contact-offices-title"
          data-testid="contact-offices"
          className={styles.offices}
        >
          <PageContainer component="div" spacing="flush">
            <h2 id="contact-offices-title" className={styles.title}>
              {t('offices.title')}
            </h2>
            <p className={styles.subtitle}>{t('offices.subtitle')}</p>
            <ul className={styles.grid}>
              {offices.map((office) => (
                <li key={office.id}>
                  <OfficeCard office={office} locale={locale} directions="external" />
                </li>
              ))}
            </ul>
          </PageContainer>
        </section>
      )}
      <OtherEnquiries locale={locale} />
    </>
  );
}
