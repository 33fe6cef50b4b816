import { PageContainer } from '@/components/layout/page-container';
import { ContentBanner, ContentIntro } from '@/features/content/components/content-page';
import type { FeaturePageProps } from '@/features/content/feature-page-types';
import { EnquiryPageCard } from '@/features/enquiries/components/enquiry-page-card';
import { ENQUIRY_TYPES } from '@/features/enquiries/schemas';
import { PublicationsPanel } from '@/features/publications/components/publications-panel';
import { pick } from '@/lib/i18n/localized';
import { contentPath } from '@/lib/navigation/menu-links';

import { LazyDataCentre, LazyInteractiveData } from './lazy-market-data';
import { LazyMatchmakingForm, LazyStudiesForm } from './lazy-market-forms';
import { MarketTabs, type MarketPanels } from './market-tabs';

// Page 130 Market information (part 2): the tab bar reads the `tab` query on the client, so the
// page itself stays cached for every visitor. Each enquiry page's id is its enquiry type.
export function MarketInformationPage({ page, locale }: FeaturePageProps) {
  const intro = (
    <ContentIntro subtitle={pick(page, 'subtitle', locale)} html={pick(page, 'content', locale)} />
  );
  const panels: MarketPanels = {
    content: intro,
    // part 1 §2.7: the page's text, then the catalogue for members (a login warning for a visitor).
    publications: (
      <>
        {intro}
        <PublicationsPanel pagePath={contentPath(page, locale)} keep={{ tab: '1' }} />
      </>
    ),
    // part 2 "Interactive data" and §5 (issue 26): members only, loaded when the tab opens.
    dataCentre: <LazyDataCentre />,
    interactiveData: <LazyInteractiveData />,
    studies: (
      <EnquiryPageCard pageId={ENQUIRY_TYPES.general} locale={locale}>
        <LazyStudiesForm />
      </EnquiryPageCard>
    ),
    matchmaking: (
      <EnquiryPageCard pageId={ENQUIRY_TYPES.matchmaking} locale={locale}>
        <LazyMatchmakingForm />
      </EnquiryPageCard>
    ),
  };
  return (
    <>
      <ContentBanner page={page} locale={locale} />
      <PageContainer>
        <MarketTabs panels={panels} pagePath={contentPath(page, locale)} />
      </PageContainer>
    </>
  );
}
