import { createContentRoute } from '@/features/content/server/content-route';

import { MarketInformationPage } from '../../../_compositions/market-information/market-information-page';

// The public address is /pages/130-…; the proxy rewrites it here (lib/navigation/feature-pages.ts).
const route = createContentRoute('pages', { 130: MarketInformationPage }, ['MarketInformation']);

export const revalidate = 3600;
export const generateStaticParams = () => [];
export const generateMetadata = route.generateMetadata;
export default route.Page;
