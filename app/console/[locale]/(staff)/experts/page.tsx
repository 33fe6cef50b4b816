import { consolePage, readTogether } from '@/features/console/server/console-page';
import { ExpertsList } from '@/features/experts/components/console/experts-list';
import { PoolsList } from '@/features/experts/components/console/pools-list';
import { expertMatches } from '@/features/experts/expert-search';
import { expertConsoleQuerySchema } from '@/features/experts/schemas';
import { listSectors, listStaffExperts, listStaffPools } from '@/features/experts/server/queries';
import { lenientQuery } from '@/lib/navigation/list-query';
import { listPage } from '@/lib/pagination';

// /admin/experts (issue 14): editors add, change and remove experts and pools, in both languages.
const route = consolePage({
  area: 'experts',
  namespace: 'ExpertsAdmin',
  query: (search) => lenientQuery(expertConsoleQuerySchema, search),
  read: (db) =>
    readTogether(db, { experts: listStaffExperts, pools: listStaffPools, sectors: listSectors }),
  view: ({ experts, pools, sectors }, { locale, query, shown }) => {
    const found = experts.filter((expert) => expertMatches(expert, query.search));
    // A page past the end (the list shrank) shows the last page.
    const page = listPage(found, query.page, query.page_size);
    // A pool may take any expert, whatever the search shows.
    const choices = experts.map(({ id, FULL_NAME, FULL_NAME_ARA }) => ({
      id,
      FULL_NAME,
      FULL_NAME_ARA,
    }));
    return {
      body: (
        <>
          <ExpertsList {...shown(page)} pools={pools} sectors={sectors} />
          <PoolsList locale={locale} pools={pools} experts={choices} />
        </>
      ),
    };
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
