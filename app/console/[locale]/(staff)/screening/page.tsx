import { consolePage } from '@/features/console/server/console-page';
import { SanctionsListsStatus } from '@/features/screening/components/console/sanctions-lists-status';
import { sanctionsListStatuses } from '@/features/screening/server/list-status';

// /admin/screening (issue 47): the sanctions lists screened against, how old each is; nothing here
// changes them (a list is imported with `npm run data:import-sanctions`).
const route = consolePage({
  area: 'screening',
  namespace: 'ScreeningAdmin',
  readOnly: true,
  read: (db) => sanctionsListStatuses(db),
  view: (lists, { locale }) => ({ body: <SanctionsListsStatus locale={locale} lists={lists} /> }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
