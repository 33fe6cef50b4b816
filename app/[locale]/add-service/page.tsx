import { addOfferingRoute } from '../_compositions/member-company/offering-form-routes';

// A member page: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

const route = addOfferingRoute('services');

export const generateMetadata = route.generateMetadata;
export default route.Page;
