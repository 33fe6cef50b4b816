import { listViewRoute } from '@/components/list-views/list-view-route';
import { CompanyPage } from '@/features/buyers/components/company-page';

import * as lists from '../../../../_compositions/buyers/buyer-company-list';

// /buyers/{id}?industry&service_industry&sub_ind&page (part 2 "International buyers"): each
// filter and page is a cached rendering of its own.
export const revalidate = 3600;
export const generateStaticParams = () => [];

const route = listViewRoute({
  list: 'buyerCompany',
  segments: lists.companySegments,
  head: lists.buyerCompanyHead,
  read: lists.readBuyerCompany,
  Component: CompanyPage,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
