import { consolePage } from '@/features/console/server/console-page';
import { HsConsoleTabs } from '@/features/hs-codes/components/console/hs-console-tabs';
import { HsSynonymsConsoleList } from '@/features/hs-codes/components/console/hs-synonyms-list';
import { AddSynonymButton } from '@/features/hs-codes/components/console/synonym-buttons';
import { listStaffSynonyms } from '@/features/hs-codes/server/staff-reads';
import { staffHsSynonymsQuerySchema } from '@/features/hs-codes/staff-schemas';
import { lenientQuery } from '@/lib/navigation/list-query';

// /admin/hs-codes/synonyms (issue 37, item 2): the finder's synonyms, kept by editors.
const route = consolePage({
  area: 'hsCodes',
  namespace: 'HsCodesAdmin',
  title: 'synonyms.title',
  description: 'synonyms.description',
  query: (search) => lenientQuery(staffHsSynonymsQuerySchema, search),
  read: (db, { query }) => listStaffSynonyms(db, query),
  view: (page, { locale, shown }) => ({
    actions: <AddSynonymButton />,
    tabs: <HsConsoleTabs locale={locale} current="synonyms" />,
    body: <HsSynonymsConsoleList {...shown(page)} />,
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
