import { createContentRoute } from '@/features/content/server/content-route';
import { FORM_NAMESPACES } from '@/lib/i18n/client-messages';

import { InternationalBuyersPage } from '../../../../_compositions/international-buyers-page';

// The public address is /pages/160-…; the proxy rewrites it here (lib/navigation/feature-pages.ts).
const route = createContentRoute('pages', { 160: InternationalBuyersPage }, FORM_NAMESPACES);

export const revalidate = 3600;
export const generateStaticParams = () => [];
export const generateMetadata = route.generateMetadata;
export default route.Page;
