import { createContentRoute } from '@/features/content/server/content-route';
import { FaqExportersPage } from '@/features/faq/components/faq-exporters-page';

// The public address is /pages/100-…; the proxy rewrites it here (lib/navigation/feature-pages.ts).
const route = createContentRoute('pages', { 100: FaqExportersPage }, ['Faq']);

export const revalidate = 3600;
export const generateStaticParams = () => [];
export const generateMetadata = route.generateMetadata;
export default route.Page;
