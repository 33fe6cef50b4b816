import { createContentRoute } from '@/features/content/server/content-route';
import { FORM_NAMESPACES } from '@/lib/i18n/client-messages';

import { InstitutionsPage } from '../../../../_compositions/institutions-page';

// The public address is /pages/150-…; the proxy rewrites it here (lib/navigation/feature-pages.ts).
const route = createContentRoute('pages', { 150: InstitutionsPage }, FORM_NAMESPACES);

export const revalidate = 3600;
export const generateStaticParams = () => [];
export const generateMetadata = route.generateMetadata;
export default route.Page;
