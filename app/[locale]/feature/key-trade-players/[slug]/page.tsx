import { createContentRoute } from '@/features/content/server/content-route';
import { FORM_NAMESPACES } from '@/lib/i18n/client-messages';

import { KeyTradePlayersPage } from '../../../_compositions/key-trade-players-page';

// The public address is /pages/170-…; the proxy rewrites it here (lib/navigation/feature-pages.ts).
const route = createContentRoute('pages', { 170: KeyTradePlayersPage }, [
  ...FORM_NAMESPACES,
  'CompanyForm',
  'FileField',
  'Companies',
]);

export const revalidate = 3600;
export const generateStaticParams = () => [];
export const generateMetadata = route.generateMetadata;
export default route.Page;
