import { getTranslations } from 'next-intl/server';

import { CompanyRegistration } from '@/features/companies/components/company-registration';
import { ContentPage } from '@/features/content/components/content-page';
import type { FeaturePageProps } from '@/features/content/feature-page-types';

import styles from './composition.module.css';
import page170 from './key-trade-players.module.css';

// Page 170 "Jordan key trade players registration" (part 2): the page's banner and text (menu
// child 18), then the registration form. The page is cached like every content page; who is
// signed in (and whether they have a company) is the island's business.
export async function KeyTradePlayersPage({ page, locale }: FeaturePageProps) {
  const t = await getTranslations({ locale, namespace: 'CompanyForm.registration' });
  return (
    <ContentPage page={page} locale={locale}>
      <section
        className={`${styles.after} ${page170.registration}`}
        aria-labelledby="company-registration-title"
        data-testid="company-registration"
      >
        <h2 id="company-registration-title" className={page170.title}>
          {t('title')}
        </h2>
        <CompanyRegistration />
      </section>
    </ContentPage>
  );
}
