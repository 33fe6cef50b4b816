import { createContentRoute } from '@/features/content/server/content-route';
import { FaqBuyersPage } from '@/features/faq/components/faq-buyers-page';

// The public address is /menu-1/32-…; the proxy rewrites it here (lib/navigation/feature-pages.ts).
const route = createContentRoute('menu-1', { 32: FaqBuyersPage }, ['Faq']);

export const revalidate = 3600;
export const generateStaticParams = () => [];
export const generateMetadata = route.generateMetadata;
export default route.Page;
