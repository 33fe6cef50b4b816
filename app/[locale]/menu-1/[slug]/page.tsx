import { createContentRoute } from '@/features/content/server/content-route';
import { FaqBuyersPage } from '@/features/faq/components/faq-buyers-page';

const route = createContentRoute('menu-1', { 32: FaqBuyersPage });

export const revalidate = 3600;
export const generateStaticParams = () => [];
export const generateMetadata = route.generateMetadata;
export default route.Page;
