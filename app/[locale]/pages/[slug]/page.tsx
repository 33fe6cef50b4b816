import { InternationalBuyersPage } from '@/features/buyers/components/international-buyers-page';
import { ContactPage } from '@/features/contact/components/contact-page';
import { createContentRoute } from '@/features/content/server/content-route';
import { FaqExportersPage } from '@/features/faq/components/faq-exporters-page';
import { ExportGuidePage } from '@/features/guide/components/export-guide-page';
import { InstitutionsPage } from '@/features/institutions/components/institutions-page';
import { MarketInformationPage } from '@/features/market-information/components/market-information-page';
import { ReadinessPage } from '@/features/readiness/components/readiness-page';
import { TradeBarriersPage } from '@/features/trade-barriers/components/trade-barriers-page';

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
