import { consolePage, readTogether } from '@/features/console/server/console-page';
import { SanctionsListsStatus } from '@/features/screening/components/console/sanctions-lists-status';
import { ScreeningTabs } from '@/features/screening/components/console/screening-tabs';
import { countOpenHits } from '@/features/screening/server/hit-reads';
import { sanctionsListStatuses } from '@/features/screening/server/list-status';

// /admin/screening (issue 47): the sanctions lists screened against, how old each is; nothing here
// changes them (a list is imported with `npm run data:import-sanctions`). Its tabs and the count
// of open hits lead to the hit queue (issue 56).
const route = consolePage({
  area: 'screening',
  namespace: 'ScreeningAdmin',
  readOnly: true,
  read: (db) => readTogether(db, { lists: sanctionsListStatuses, openHits: countOpenHits }),
  view: ({ lists, openHits }, { locale }) => ({
    tabs: <ScreeningTabs locale={locale} current="lists" />,
    body: <SanctionsListsStatus locale={locale} lists={lists} openHits={openHits} />,
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
