import { CaptchaBoundary } from '@/components/captcha/captcha-boundary';
import { RichContent } from '@/components/ui/rich-content';
import { ContentPage } from '@/features/content/components/content-page';
import type { FeaturePageProps } from '@/features/content/feature-page-types';
import { EnquiryFormCard } from '@/features/enquiries/components/enquiry-form-card';
import { ReadinessAssessment } from '@/features/enquiries/components/readiness/readiness-assessment';
import { READINESS_ENQUIRY_PAGE_ID } from '@/features/enquiries/readiness-constants';
import { getEnquiryPageContent } from '@/features/enquiries/server/cached';
import { pick } from '@/lib/i18n/localized';

import styles from './composition.module.css';

// Page 140 (part 2 "Initial export readiness assessment"): the page's content, then the survey in
// the card of enquiry page 3. The survey is a client island, so the page itself stays cacheable;
// the result description is sanitised here and handed to it ready to show.
export async function ReadinessPage({ page, locale }: FeaturePageProps) {
  const enquiryPage = await getEnquiryPageContent(READINESS_ENQUIRY_PAGE_ID);
  const description = enquiryPage ? pick(enquiryPage, 'result_description', locale) : '';
  return (
    <ContentPage page={page} locale={locale}>
      <div className={styles.after} data-testid="readiness-assessment">
        <EnquiryFormCard page={enquiryPage} locale={locale}>
          <CaptchaBoundary>
            <ReadinessAssessment
              resultDescription={description ? <RichContent html={description} /> : undefined}
            />
          </CaptchaBoundary>
        </EnquiryFormCard>
      </div>
    </ContentPage>
  );
}
