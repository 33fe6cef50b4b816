import { consolePage, readPageOrLast } from '@/features/console/server/console-page';
import { EnquiryList } from '@/features/enquiries/components/console/enquiry-list';
import { consoleStaffContext } from '@/features/enquiries/server/staff-context';
import { listStaffEnquiries } from '@/features/enquiries/server/staff-list';
import { listOwners } from '@/features/enquiries/server/staff-reads';
import { enquiryListViewOf } from '@/features/enquiries/staff-list-query';

// Issue 13: every enquiry, filtered, sorted and paged on the server; the view is the address's.
const route = consolePage({
  area: 'enquiries',
  namespace: 'EnquiryDesk',
  readOnly: true,
  query: enquiryListViewOf,
  read: async (db, { query: asked, session, locale }) => {
    const context = consoleStaffContext(session.user.id, locale);
    const [list, owners] = await Promise.all([
      // A page past the end (the list shrank) shows the last page.
      readPageOrLast((page) => listStaffEnquiries(db, { ...asked, page }, context), asked.page),
      listOwners(db),
    ]);
    return { list: { ...list, target_days: context.targetDays }, owners };
  },
  view: ({ list, owners }, { locale, query: asked }) => ({
    body: (
      <EnquiryList
        locale={locale}
        view={{ ...asked, page: list.page }}
        list={list}
        owners={owners}
      />
    ),
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
