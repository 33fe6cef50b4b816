import { PageContainer } from '@/components/layout/page-container';
import { EnquiryPageCard } from '@/features/enquiries/components/enquiry-page-card';
import { OtherEnquiriesForm } from '@/features/enquiries/components/forms/other-enquiries-form';
import { OTHER_ENQUIRIES_ANCHOR } from '@/features/hs-codes/hs-paths';
import type { Locale } from '@/lib/i18n/routing';

import styles from './contact-page.module.css';

// The enquiry page record whose title, subtitle and image head the block.
const ENQUIRY_PAGE_ID = 7;

/** part 2 "Contact page": the "other enquiries" block (type 7); the form is a client island. */
export function OtherEnquiries({ locale }: { locale: Locale }) {
  return (
    <div id={OTHER_ENQUIRIES_ANCHOR} data-testid="other-enquiries" className={styles.enquiries}>
      <PageContainer component="div" spacing="flush">
        <div className={styles.column}>
          <EnquiryPageCard pageId={ENQUIRY_PAGE_ID} locale={locale}>
            <OtherEnquiriesForm />
          </EnquiryPageCard>
        </div>
      </PageContainer>
    </div>
  );
}
