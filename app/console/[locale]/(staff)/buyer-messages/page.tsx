import { StaffMessages } from '@/features/buyer-messages/components/console/staff-messages';
import { staffQuerySchema } from '@/features/buyer-messages/schemas';
import { listStaffMessages } from '@/features/buyer-messages/server/staff-list';
import { consolePage, readPageOrLast } from '@/features/console/server/console-page';
import { lenientQuery } from '@/lib/navigation/list-query';

// Issue 14: officers and administrators read the contact relay; reading writes no audit entry.
const route = consolePage({
  area: 'buyerMessages',
  namespace: 'BuyerMessages.staff',
  readOnly: true,
  query: (search) => lenientQuery(staffQuerySchema, search),
  read: (db, { query: asked }) =>
    readPageOrLast((page) => listStaffMessages(db, { ...asked, page }), asked.page),
  view: (list, { locale, query: asked }) => ({
    body: <StaffMessages query={{ ...asked, page: list.page }} list={list} locale={locale} />,
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
