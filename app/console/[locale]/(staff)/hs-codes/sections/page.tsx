import { consolePage } from '@/features/console/server/console-page';
import { HsConsoleTabs } from '@/features/hs-codes/components/console/hs-console-tabs';
import { HsSectionsConsoleList } from '@/features/hs-codes/components/console/hs-sections-list';
import { UnofficialReminder } from '@/features/hs-codes/components/console/unofficial-reminder';
import { listStaffSections } from '@/features/hs-codes/server/staff-reads';

// /admin/hs-codes/sections (issue 37): the 21 sections' Arabic names.
const route = consolePage({
  area: 'hsCodes',
  namespace: 'HsCodesAdmin',
  title: 'sections.title',
  description: 'sections.description',
  read: (db) => listStaffSections(db),
  view: (sections, { locale }) => ({
    tabs: (
      <>
        <HsConsoleTabs locale={locale} current="sections" />
        <UnofficialReminder locale={locale} />
      </>
    ),
    body: <HsSectionsConsoleList locale={locale} sections={sections} />,
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
