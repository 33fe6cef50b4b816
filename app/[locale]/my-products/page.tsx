import { myOfferingsRoute } from '../_compositions/member-company/my-offerings-page';

// The member's own data: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

const route = myOfferingsRoute('products');

export const generateMetadata = route.generateMetadata;
export default route.Page;
