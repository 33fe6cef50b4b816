import dynamic from 'next/dynamic';

import { createContentRoute } from '@/features/content/server/content-route';

// Its own chunk, so the other menu pages of this route ship none of the FAQ's client islands.
const FaqBuyersPage = dynamic(() =>
  import('@/features/faq/components/faq-buyers-page').then((module) => module.FaqBuyersPage),
);

const route = createContentRoute('menu-1', { 32: FaqBuyersPage });

export const revalidate = 3600;
export const generateStaticParams = () => [];
export const generateMetadata = route.generateMetadata;
export default route.Page;
