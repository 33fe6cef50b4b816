import { consolePage } from '@/features/console/server/console-page';
import { HsCodesConsoleList } from '@/features/hs-codes/components/console/hs-codes-list';
import { HsConsoleTabs } from '@/features/hs-codes/components/console/hs-console-tabs';
import { UnofficialReminder } from '@/features/hs-codes/components/console/unofficial-reminder';
import { listStaffCodes } from '@/features/hs-codes/server/staff-reads';
import { staffHsCodesQuerySchema } from '@/features/hs-codes/staff-schemas';
import { lenientQuery } from '@/lib/navigation/list-query';

// /admin/hs-codes (issue 37): editors give the nomenclature's chapters, headings and subheadings
// their Arabic names; the sections and the finder's synonyms are the other tabs.
const route = consolePage({
  area: 'hsCodes',
  namespace: 'HsCodesAdmin',
  query: (search) => lenientQuery(staffHsCodesQuerySchema, search),
  read: (db, { query }) => listStaffCodes(db, query),
  view: (page, { locale, shown }) => ({
    tabs: (
      <>
        <HsConsoleTabs locale={locale} current="codes" />
        <UnofficialReminder locale={locale} />
      </>
    ),
    body: <HsCodesConsoleList {...shown(page)} />,
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
