import Box from '@mui/material/Box';

import { PageContainer } from '@/components/layout/page-container';
import { EnquiryPageCard } from '@/features/enquiries/components/enquiry-page-card';
import { OtherEnquiriesForm } from '@/features/enquiries/components/forms/other-enquiries-form';
import type { Locale } from '@/lib/i18n/routing';

// The enquiry page record whose title, subtitle and image head the block.
const ENQUIRY_PAGE_ID = 7;

/** part 2 "Contact page": the "other enquiries" block (type 7); the form is a client island. */
export function OtherEnquiries({ locale }: { locale: Locale }) {
  return (
    <Box component="div" data-testid="other-enquiries" sx={{ py: { xs: 5, md: 8 } }}>
      <PageContainer component="div" spacing="flush">
        <Box sx={{ maxWidth: 860 }}>
          <EnquiryPageCard pageId={ENQUIRY_PAGE_ID} locale={locale}>
            <OtherEnquiriesForm />
          </EnquiryPageCard>
        </Box>
      </PageContainer>
    </Box>
  );
}
