import { createContentRoute } from '@/features/content/server/content-route';
import { ExportGuidePage } from '@/features/guide/components/export-guide-page';

// The public address is /pages/120-…; the proxy rewrites it here (lib/navigation/feature-pages.ts).
const route = createContentRoute('pages', { 120: ExportGuidePage });

export const revalidate = 3600;
export const generateStaticParams = () => [];
export const generateMetadata = route.generateMetadata;
export default route.Page;
