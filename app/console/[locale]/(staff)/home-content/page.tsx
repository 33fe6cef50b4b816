import { consolePage } from '@/features/console/server/console-page';
import {
  HomeContentSections,
  type HomeContentRows,
} from '@/features/home/components/console/home-content-sections';
import { listRecordRows } from '@/lib/api/staff-record-routes';
import { becomeAMember, homeBlocks, homeSlider, jeGoals, partners } from '@/lib/db/schema';

// /admin/home-content (issue 29): editors keep the home page's slider, service tiles, partners,
// goals and become-a-member block; a change shows on the home page at its next request.
const route = consolePage({
  area: 'homeContent',
  namespace: 'HomeContentAdmin',
  read: async (db): Promise<HomeContentRows> => {
    const [slides, tiles, partnerRows, goals, member] = await Promise.all([
      listRecordRows<HomeContentRows['slides'][number]>(db, homeSlider),
      listRecordRows<HomeContentRows['tiles'][number]>(db, homeBlocks),
      listRecordRows<HomeContentRows['partners'][number]>(db, partners),
      listRecordRows<NonNullable<HomeContentRows['goals']>>(db, jeGoals),
      listRecordRows<NonNullable<HomeContentRows['member']>>(db, becomeAMember),
    ]);
    return {
      slides,
      tiles,
      partners: partnerRows,
      goals: goals[0] ?? null,
      member: member[0] ?? null,
    };
  },
  view: (rows, { locale }) => ({ body: <HomeContentSections locale={locale} rows={rows} /> }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
