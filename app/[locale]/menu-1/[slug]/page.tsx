import { createContentRoute } from '@/features/content/server/content-route';

// Text pages; the feature pages under /menu-1 have routes of their own (lib/navigation/feature-pages.ts).
const route = createContentRoute('menu-1');

export const revalidate = 3600;
export const generateStaticParams = () => [];
export const generateMetadata = route.generateMetadata;
export default route.Page;
