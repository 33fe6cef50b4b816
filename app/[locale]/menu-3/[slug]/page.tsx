import { createContentRoute } from '@/features/content/server/content-route';

const route = createContentRoute('menu-3');

export const revalidate = 3600;
export const generateStaticParams = () => [];
export const generateMetadata = route.generateMetadata;
export default route.Page;
