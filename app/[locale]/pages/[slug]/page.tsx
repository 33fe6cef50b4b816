import dynamic from 'next/dynamic';

import { createContentRoute } from '@/features/content/server/content-route';

// Each feature page is its own chunk, still rendered on the server: a plain content page ships
// none of their client islands (tabs, the guide, enquiry forms), and each page only its own.
const FaqExportersPage = dynamic(() =>
  import('@/features/faq/components/faq-exporters-page').then((module) => module.FaqExportersPage),
);
const ExportGuidePage = dynamic(() =>
  import('@/features/guide/components/export-guide-page').then((module) => module.ExportGuidePage),
);
const MarketInformationPage = dynamic(() =>
  import('../../_compositions/market-information/market-information-page').then(
    (module) => module.MarketInformationPage,
  ),
);
const ReadinessPage = dynamic(() =>
  import('../../_compositions/readiness-page').then((module) => module.ReadinessPage),
);
const InstitutionsPage = dynamic(() =>
  import('../../_compositions/institutions-page').then((module) => module.InstitutionsPage),
);
const InternationalBuyersPage = dynamic(() =>
  import('../../_compositions/international-buyers-page').then(
    (module) => module.InternationalBuyersPage,
  ),
);
const ContactPage = dynamic(() =>
  import('../../_compositions/contact/contact-page').then((module) => module.ContactPage),
);
const TradeBarriersPage = dynamic(() =>
  import('../../_compositions/trade-barriers/trade-barriers-page').then(
    (module) => module.TradeBarriersPage,
  ),
);

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
