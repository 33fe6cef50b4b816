import { createContentRoute } from '@/features/content/server/content-route';

import { InternationalBuyersPage } from '../../../_compositions/international-buyers-page';

// The public address is /pages/160-…; the proxy rewrites it here (lib/navigation/feature-pages.ts).
const route = createContentRoute('pages', { 160: InternationalBuyersPage });

export const revalidate = 3600;
export const generateStaticParams = () => [];
export const generateMetadata = route.generateMetadata;
export default route.Page;
