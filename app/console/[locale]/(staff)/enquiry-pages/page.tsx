import { consolePage } from '@/features/console/server/console-page';
import { EnquiryTextsList } from '@/features/enquiries/components/console/enquiry-texts-list';
import { listStaffEnquiryPages } from '@/features/enquiries/server/staff-page-routes';

// /admin/enquiry-pages (issue 29): editors keep each enquiry page's texts and the tooltips of the
// home page's enquiry-type dialog.
const route = consolePage({
  area: 'enquiryPages',
  namespace: 'EnquiryPagesAdmin',
  read: listStaffEnquiryPages,
  view: (pages, { locale }) => ({ body: <EnquiryTextsList locale={locale} pages={pages} /> }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
