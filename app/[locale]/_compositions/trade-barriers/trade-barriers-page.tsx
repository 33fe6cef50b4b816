import { PageContainer } from '@/components/layout/page-container';
import {
  ContentBanner,
  ContentColumn,
  ContentIntro,
} from '@/features/content/components/content-page';
import type { FeaturePageProps } from '@/features/content/feature-page-types';
import type { MenuChildDetail } from '@/features/content/schemas';
import { EnquiryPageCard } from '@/features/enquiries/components/enquiry-page-card';
import { TradeBarrierForm } from '@/features/enquiries/components/forms/trade-barrier-form';
import { RegisterLink } from '@/features/trade-barriers/components/register-link';
import { pick } from '@/lib/i18n/localized';

import styles from '../composition.module.css';

import { TRADE_BARRIERS_ENQUIRY_PAGE_ID } from './constants';

type Props = FeaturePageProps & {
  /** Another menu page's banner (/reporting-trade-barriers shows menu item 81's). */
  banner?: MenuChildDetail | null;
};

// Page 800 and /reporting-trade-barriers (part 2 "Reporting trade barriers"): the page's content,
// then the report form in the card of enquiry page 5. The form is a client island; the page is
// cached like every content page.
export function TradeBarriersPage({ page, locale, banner }: Props) {
  return (
    <>
      <ContentBanner page={banner ?? page} locale={locale} />
      <PageContainer>
        <ContentColumn>
          <ContentIntro
            subtitle={pick(page, 'subtitle', locale)}
            html={pick(page, 'content', locale)}
          />
          {/* Issue 39: the public register of the barriers exporters reported. */}
          <RegisterLink locale={locale} />
          <div className={styles.after} data-testid="trade-barriers-report">
            <EnquiryPageCard pageId={TRADE_BARRIERS_ENQUIRY_PAGE_ID} locale={locale}>
              <TradeBarrierForm />
            </EnquiryPageCard>
          </div>
        </ContentColumn>
      </PageContainer>
    </>
  );
}
