import { consolePage } from '@/features/console/server/console-page';
import { ContactsSections } from '@/features/contact/components/console/contacts-sections';
import type { StaffOffice, StaffSocialLink } from '@/features/contact/staff-schemas';
import { listRecordRows } from '@/lib/api/staff-record-routes';
import { offices, socialMedia } from '@/lib/db/schema';

// /admin/contacts (issue 29): editors keep the offices (contact and home pages) and the social
// links of the footer.
const route = consolePage({
  area: 'contacts',
  namespace: 'ContactsAdmin',
  read: async (db) => {
    const [officeRows, social] = await Promise.all([
      listRecordRows<StaffOffice>(db, offices),
      listRecordRows<StaffSocialLink>(db, socialMedia),
    ]);
    return { offices: officeRows, social };
  },
  view: (rows, { locale }) => ({
    body: <ContactsSections locale={locale} offices={rows.offices} social={rows.social} />,
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
