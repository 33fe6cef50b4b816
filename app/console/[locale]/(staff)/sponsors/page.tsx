import { consolePage } from '@/features/console/server/console-page';
import { SponsorsSection } from '@/features/sponsors/components/console/sponsors-section';
import { todayInAmman } from '@/features/sponsors/sponsor-visibility';
import type { StaffSponsor } from '@/features/sponsors/staff-schemas';
import { listRecordRows } from '@/lib/api/staff-record-routes';
import { sponsors } from '@/lib/db/schema';

// /admin/sponsors (issue 29): editors keep the sponsors; the home page shows one with status 1
// and an end day after today.
const route = consolePage({
  area: 'sponsors',
  namespace: 'SponsorsAdmin',
  read: (db) => listRecordRows<StaffSponsor>(db, sponsors),
  view: (rows, { locale }) => ({
    body: <SponsorsSection locale={locale} sponsors={rows} today={todayInAmman()} />,
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
