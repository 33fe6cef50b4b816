import { editOfferingRoute } from '../../../../_compositions/member-company/offering-form-routes';

// The member's own product: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

const route = editOfferingRoute('products');

export const generateMetadata = route.generateMetadata;
export default route.Page;
