import { ContentPage } from '@/features/content/components/content-page';
import type { FeaturePageProps } from '@/features/content/feature-page-types';
import { EnquiryPageCard } from '@/features/enquiries/components/enquiry-page-card';
import { MatchmakingEnquiryForm } from '@/features/enquiries/components/forms/matchmaking-enquiry-form';

import styles from './composition.module.css';

// The buyers form is the matchmaking form (type 2, part 2 §5) with its draft; its card is enquiry
// page 2 "Matchmaking and Buyers Enquiry" (page 5 holds the trade-barrier report's text).
export const BUYERS_ENQUIRY_PAGE_ID = 2;

// Page 160 International buyers: the page's content, then the buyers enquiry form.
export function InternationalBuyersPage({ page, locale }: FeaturePageProps) {
  return (
    <ContentPage page={page} locale={locale}>
      <div className={styles.after}>
        <EnquiryPageCard pageId={BUYERS_ENQUIRY_PAGE_ID} locale={locale}>
          <MatchmakingEnquiryForm />
        </EnquiryPageCard>
      </div>
    </ContentPage>
  );
}
