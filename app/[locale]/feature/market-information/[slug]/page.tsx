import { createContentRoute } from '@/features/content/server/content-route';
import { FORM_NAMESPACES } from '@/lib/i18n/client-messages';

import { MarketInformationPage } from '../../../_compositions/market-information/market-information-page';

// The public address is /pages/130-…; the proxy rewrites it here (lib/navigation/feature-pages.ts).
const route = createContentRoute('pages', { 130: MarketInformationPage }, [
  'MarketInformation',
  // The publications catalogue of tab 1 (issue 26).
  'Publications',
  // Its "Alert me about this" link (issue 45).
  'AlertMe',
  // The data centre and the interactive data of tabs 4 and 5 (issue 26).
  'Statistics',
  // The HS finder's picker in the data centre's and the catalogue's code fields (issue 37).
  'HsCodeField',
  // The enquiry forms of two of its tabs.
  ...FORM_NAMESPACES,
]);

export const revalidate = 3600;
export const generateStaticParams = () => [];
export const generateMetadata = route.generateMetadata;
export default route.Page;
