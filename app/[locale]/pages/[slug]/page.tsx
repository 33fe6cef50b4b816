import { createContentRoute } from '@/features/content/server/content-route';
import { FaqExportersPage } from '@/features/faq/components/faq-exporters-page';
import { ExportGuidePage } from '@/features/guide/components/export-guide-page';

import { ContactPage } from '../../_compositions/contact/contact-page';
import { InstitutionsPage } from '../../_compositions/institutions-page';
import { InternationalBuyersPage } from '../../_compositions/international-buyers-page';
import { MarketInformationPage } from '../../_compositions/market-information/market-information-page';
import { ReadinessPage } from '../../_compositions/readiness-page';
import { TradeBarriersPage } from '../../_compositions/trade-barriers/trade-barriers-page';

const route = createContentRoute('pages', {
  100: FaqExportersPage,
  120: ExportGuidePage,
  130: MarketInformationPage,
  140: ReadinessPage,
  150: InstitutionsPage,
  160: InternationalBuyersPage,
  190: ContactPage,
  800: TradeBarriersPage,
});

export const revalidate = 3600;
export const generateStaticParams = () => [];
export const generateMetadata = route.generateMetadata;
export default route.Page;
