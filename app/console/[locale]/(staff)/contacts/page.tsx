import { consolePage, readTogether } from '@/features/console/server/console-page';
import { ContactsSections } from '@/features/contact/components/console/contacts-sections';
import type { StaffOffice, StaffSocialLink } from '@/features/contact/staff-schemas';
import { listRecordRows } from '@/lib/api/staff-record-routes';
import { offices, socialMedia } from '@/lib/db/schema';

// /admin/contacts (issue 29): editors keep the offices (contact and home pages) and the social
// links of the footer.
const route = consolePage({
  area: 'contacts',
  namespace: 'ContactsAdmin',
  read: (db) =>
    readTogether(db, {
      offices: (db) => listRecordRows<StaffOffice>(db, offices),
      social: (db) => listRecordRows<StaffSocialLink>(db, socialMedia),
    }),
  view: (rows, { locale }) => ({
    body: <ContactsSections locale={locale} offices={rows.offices} social={rows.social} />,
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
