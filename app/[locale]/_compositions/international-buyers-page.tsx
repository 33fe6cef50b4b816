import { notFound } from 'next/navigation';

import { BuyersDirectory } from '@/features/buyers/components/buyers-directory';
import { directoryView } from '@/features/buyers/list-filters';
import { getCachedCatalogue } from '@/features/buyers/server/cached';
import { ContentColumn, ContentPage } from '@/features/content/components/content-page';
import type { FeaturePageProps } from '@/features/content/feature-page-types';
import { EnquiryPageCard } from '@/features/enquiries/components/enquiry-page-card';
import { MatchmakingEnquiryForm } from '@/features/enquiries/components/forms/matchmaking-enquiry-form';
import { ScreeningLink } from '@/features/screening/components/screening-link';
import { localePath } from '@/lib/i18n/locale-path';
import { LIST_VIEW_ALL, LIST_VIEW_KEYS, parseListViewSegment } from '@/lib/navigation/list-views';
import { contentPath } from '@/lib/navigation/menu-links';

import styles from './composition.module.css';

// The buyers form is the matchmaking form (type 2, part 2 §5) with its draft; its card is enquiry
// page 2 "Matchmaking and Buyers Enquiry" (page 5 holds the trade-barrier report's text).
export const BUYERS_ENQUIRY_PAGE_ID = 2;

// Page 160 International buyers: the page's content, the directory of approved companies
// (filtered by the page's view: ?q&sector&page), then the buyers enquiry form. The text and the
// form keep the reading width; the directory spans the page (issue 25).
export async function InternationalBuyersPage({ page, locale, view }: FeaturePageProps) {
  const filters = parseListViewSegment(view ?? LIST_VIEW_ALL, LIST_VIEW_KEYS.buyersDirectory);
  if (!filters) notFound();
  const catalogue = await getCachedCatalogue();
  return (
    <ContentPage page={page} locale={locale} layout="wide">
      <BuyersDirectory
        result={directoryView(catalogue, filters)}
        sectors={catalogue.sectors}
        view={filters}
        path={localePath(contentPath(page, locale), locale)}
        locale={locale}
      />
      <ContentColumn>
        {/* Issue 47: a buyer is screened against the sanctions lists before a deal. */}
        <ScreeningLink locale={locale} className={styles.after} />
        <div className={styles.after}>
          <EnquiryPageCard pageId={BUYERS_ENQUIRY_PAGE_ID} locale={locale}>
            <MatchmakingEnquiryForm />
          </EnquiryPageCard>
        </div>
      </ContentColumn>
    </ContentPage>
  );
}
