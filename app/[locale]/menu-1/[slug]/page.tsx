import { createContentRoute } from '@/features/content/server/content-route';

const route = createContentRoute('menu-1');

export const revalidate = 3600;
export const generateMetadata = route.generateMetadata;
export default route.Page;
