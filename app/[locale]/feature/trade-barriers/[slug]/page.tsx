import { createContentRoute } from '@/features/content/server/content-route';

import { TradeBarriersPage } from '../../../_compositions/trade-barriers/trade-barriers-page';

// The public address is /pages/800-…; the proxy rewrites it here (lib/navigation/feature-pages.ts).
const route = createContentRoute('pages', { 800: TradeBarriersPage });

export const revalidate = 3600;
export const generateStaticParams = () => [];
export const generateMetadata = route.generateMetadata;
export default route.Page;
