import { ContentPage } from '@/features/content/components/content-page';
import type { FeaturePageProps } from '@/features/content/feature-page-types';
import { EnquiryPageCard } from '@/features/enquiries/components/enquiry-page-card';
import { InstitutionEnquiryForm } from '@/features/enquiries/components/forms/institution-enquiry-form';

import styles from './composition.module.css';

// The enquiry page record whose title, subtitle and image head the form.
const ENQUIRY_PAGE_ID = 6;

// Page 150 Export trade support institutions: the page's content, then the trade and service
// information enquiry (type 6, with enquiry page 6's title and image). The form is a client
// island, so the page stays cached for every visitor.
export function InstitutionsPage({ page, locale }: FeaturePageProps) {
  return (
    <ContentPage page={page} locale={locale}>
      <div className={styles.afterStepped}>
        <EnquiryPageCard pageId={ENQUIRY_PAGE_ID} locale={locale}>
          <InstitutionEnquiryForm />
        </EnquiryPageCard>
      </div>
    </ContentPage>
  );
}
